export {
  refreshSessionRequest,
  resendVerificationRequest,
  signInRequest,
  signOutRequest,
  signUpRequest,
  verifyEmailRequest,
} from './authApi';
export {
  changeEmailRequest,
  changePasswordRequest,
  confirmEmailRequest,
  forgotPasswordRequest,
  resetPasswordRequest,
  unlockRequest,
} from './recoveryApi';
export type { AuthSession, SessionUser, SignUpInput } from './authApi';
export { linkedIdentitiesRequest, linkIdentityRequest, oidcProvidersRequest, oidcStartUrl, unlinkIdentityRequest } from './oidcApi';
export type { LinkedIdentity, OidcProvider } from './oidcApi';
export {
  listPasskeysRequest,
  passkeyRegistrationOptionsRequest,
  passkeySignInOptionsRequest,
  passkeySignInRequest,
  registerPasskeyRequest,
  removePasskeyRequest,
  renamePasskeyRequest,
} from './passkeyApi';
export type { Passkey, PasskeyCeremony } from './passkeyApi';
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
export {
  reauthAsked,
  reauthenticateRequest,
  reauthMethodsRequest,
  reauthPasskeyOptionsRequest,
  sendReauthCodeRequest,
  settleReauth,
  subscribeReauth,
  withReauth,
} from './reauthApi';
export type { ReauthMethod, ReauthProof } from './reauthApi';
export type { MemberSession, SignInStep, TwoFactorSetup, TwoFactorStatus } from './accountSecurityApi';
