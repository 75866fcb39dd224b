export { createApiClient, createServerApiClient, siteAdminContext } from './createApiClient';
export type { ApiClient, ApiClientOptions, ServerApiClientOptions } from './createApiClient';
export { liveQueryTwin, useLiveQuery } from './useLiveQuery';
export { hydrationExchange } from './hydrationExchange';
export { queryServer } from './queryServer';
export { useStreamedList } from './useStreamedList';
export type { StreamedList, StreamedListArgs } from './useStreamedList';
export { useKeysetPages } from './useKeysetPages';
export type { KeysetPages, KeysetPagesArgs } from './useKeysetPages';
