export {
  refreshSessionRequest,
  resendVerificationRequest,
  signInRequest,
  signOutRequest,
  signUpRequest,
  verifyEmailRequest,
} from './authApi';
export type { AuthSession, SessionUser, SignUpInput } from './authApi';
export {
  endSessionsRequest,
  magicSignInRequest,
  sendMagicLinkRequest,
  sessionsRequest,
  signInStepRequest,
  twoFactorDisableRequest,
  twoFactorEnableRequest,
  twoFactorSetupRequest,
  twoFactorSignInRequest,
  twoFactorStatusRequest,
} from './accountSecurityApi';
export type { MemberSession, SignInStep, TwoFactorSetup, TwoFactorStatus } from './accountSecurityApi';
