export { refreshSessionRequest, signInRequest, signOutRequest, signUpRequest } from './authApi';
export type { AuthSession, SessionUser, SignUpInput } from './authApi';
