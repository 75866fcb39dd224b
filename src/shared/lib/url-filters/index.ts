export { usePagedLimit } from './usePagedLimit';
export type { PagedLimit } from './usePagedLimit';
export { useUrlFilters } from './useUrlFilters';
export type { UrlFilters } from './useUrlFilters';
