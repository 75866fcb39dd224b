export {
  refreshSessionRequest,
  resendVerificationRequest,
  signInRequest,
  signOutRequest,
  signUpRequest,
  verifyEmailRequest,
} from './authApi';
export type { AuthSession, SessionUser, SignUpInput } from './authApi';
export { linkedIdentitiesRequest, linkIdentityRequest, oidcProvidersRequest, oidcStartUrl, unlinkIdentityRequest } from './oidcApi';
export type { LinkedIdentity, OidcProvider } from './oidcApi';
