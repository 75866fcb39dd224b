export { useDocumentTitle, useSiteDescription } from './useDocumentTitle';
