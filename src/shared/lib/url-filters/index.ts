export { usePagedLimit } from './usePagedLimit';
export { useUrlFilters } from './useUrlFilters';
export type { UrlFilters } from './useUrlFilters';
