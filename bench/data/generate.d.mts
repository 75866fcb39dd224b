// Types of generate.mjs for the TypeScript tests that use it.
export declare const FULL_COUNTS: Readonly<
  Record<'members' | 'news' | 'articles' | 'blogPosts' | 'discussions' | 'comments' | 'pageViews' | 'events', number>
>;
export declare function countsAt(scale: number): Record<keyof typeof FULL_COUNTS, number>;
export declare function uuidOf(prefix: string, n: number): string;
export declare const PREFIX: Readonly<
  Record<'member' | 'news' | 'article' | 'blogPost' | 'discussion' | 'comment' | 'pageView' | 'event' | 'author', string>
>;
export declare const PAGE_VIEW_SLICE: number;
export interface GeneratedTable {
  table: string;
  columns: string[];
  count: number;
  /** How many slices rows() makes (page views: PAGE_VIEW_SLICE rows each); 1 when absent. */
  slices?: number;
  rows(slice?: number, tally?: unknown): Generator<string>;
  /** Page views: the same rows as tuples of the binary COPY format, `chunk` rows a piece. */
  binary?(slice?: number, tally?: unknown, chunk?: number): Generator<Uint8Array>;
  /** Page views: the path of a page code the generator draws. */
  pathOf?(code: number): string;
  /** Page views: the visitor id of a visitor number the generator draws. */
  visitorOf?(visitor: number): string;
}
export interface References {
  newsCategories: string[];
  newsSources: string[];
  articleCategories: string[];
  blogCategories: string[];
  tags: { tag: string; name: string }[];
}
export declare function dataSet(options: {
  scale?: number;
  counts?: Partial<Record<keyof typeof FULL_COUNTS, number>>;
  seed?: number;
  now?: number;
  refs: References;
  /** Page views per slice (PAGE_VIEW_SLICE by default). */
  pageViewSlice?: number;
}): GeneratedTable[];
export declare const DEVICE_NAMES: string[];
