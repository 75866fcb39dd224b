export {
  refreshSessionRequest,
  resendVerificationRequest,
  signInRequest,
  signOutRequest,
  signUpRequest,
  verifyEmailRequest,
} from './authApi';
export type { AuthSession, SessionUser, SignUpInput } from './authApi';
