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
  listPasskeysRequest,
  passkeyRegistrationOptionsRequest,
  passkeySignInOptionsRequest,
  passkeySignInRequest,
  registerPasskeyRequest,
  removePasskeyRequest,
  renamePasskeyRequest,
} from './passkeyApi';
export type { Passkey, PasskeyCeremony } from './passkeyApi';
