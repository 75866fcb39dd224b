export { slugify } from './slugify';
export type { SlugifyOptions } from './slugify';
