// The typed GraphQL client API: documents are written with graphql() in the slices and typed by
// codegen (src/shared/api/gql is generated from schema.graphql; `npm run codegen`).
export { graphql } from './gql';
export { useFragment, makeFragmentData } from './gql';
export type { DocumentType, FragmentType } from './gql';
// The generated input types the slices build variables with (filters, orderings).
export type {
  Articles_Bool_Exp,
  Blog_Posts_Bool_Exp,
  Bookmarks_Bool_Exp,
  Bookmarks_Insert_Input,
  Discussions_Bool_Exp,
  Discussions_Order_By,
  Event_Statuses_Enum,
  Events_Bool_Exp,
  News_Articles_Bool_Exp,
  User_Profiles_Bool_Exp,
} from './gql/graphql';
export {
  createApiClient,
  createServerApiClient,
  hydrationExchange,
  liveQueryTwin,
  prefetchLive,
  queryServer,
  rowOutcome,
  siteAdminContext,
  useAdminQuery,
  useSaveRow,
  useLiveQuery,
  useKeysetPages,
  useStreamedList,
} from './client';
export type { KeysetPages, RowMutation, RowOutcome } from './client';
export type { ApiClient, ApiClientOptions, PagePrefetch, PrefetchContext, ServerApiClientOptions } from './client';
// For component tests and stories: a client answering each operation by name through the normalised cache.
export { createTestClient } from './cache/testClient';
export type { SentOperation, TestAnswer, TestClient } from './cache/testClient';
export { refreshSessionRequest, resendVerificationRequest, signInRequest, signOutRequest, signUpRequest, verifyEmailRequest } from './auth';
export {
  changeEmailRequest,
  changePasswordRequest,
  confirmEmailRequest,
  forgotPasswordRequest,
  resetPasswordRequest,
  unlockRequest,
} from './auth';
export type { AuthSession, SessionUser, SignUpInput } from './auth';
export { linkedIdentitiesRequest, linkIdentityRequest, oidcProvidersRequest, oidcStartUrl, unlinkIdentityRequest } from './auth';
export type { LinkedIdentity, OidcProvider } from './auth';
export {
  listPasskeysRequest,
  passkeyRegistrationOptionsRequest,
  passkeySignInOptionsRequest,
  passkeySignInRequest,
  registerPasskeyRequest,
  removePasskeyRequest,
  renamePasskeyRequest,
} from './auth';
export type { Passkey, PasskeyCeremony } from './auth';
export { postForm, postJson, RestError } from './rest';
export type { RestFormOptions, RestPostOptions } from './rest';
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
} from './auth';
export type { MemberSession, SignInStep, TwoFactorSetup, TwoFactorStatus } from './auth';
export {
  reauthAsked,
  reauthenticateRequest,
  reauthMethodsRequest,
  reauthPasskeyOptionsRequest,
  sendReauthCodeRequest,
  settleReauth,
  subscribeReauth,
  withReauth,
} from './auth';
export type { ReauthMethod, ReauthProof } from './auth';
