export { createApiClient, siteAdminContext } from './createApiClient';
export type { ApiClient, ApiClientOptions } from './createApiClient';
