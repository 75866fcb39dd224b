export { Page } from './Page';
export type { PageProps, PageSpacing, PageWidth } from './Page';
