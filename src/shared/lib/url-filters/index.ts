export { useUrlFilters } from './useUrlFilters';
export type { UrlFilters } from './useUrlFilters';
