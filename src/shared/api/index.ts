// The typed GraphQL client API: documents are written with graphql() in the slices and typed by
// codegen (src/shared/api/gql is generated from schema.graphql; `npm run codegen`).
export { graphql } from './gql';
export { useFragment, makeFragmentData } from './gql';
export type { FragmentType } from './gql';
export { createApiClient, siteAdminContext } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export { AuthError, refreshSessionRequest, signInRequest, signOutRequest, signUpRequest } from './auth';
export type { AuthSession, SessionUser, SignUpInput } from './auth';
