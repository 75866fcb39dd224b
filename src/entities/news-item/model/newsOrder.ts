/** What the news lists order by: the time a story was published (null: undated) and its id. */
export interface OrderedNews {
  id: string;
  published_at?: string | null;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order of the news lists' queries (`published_at: desc_nulls_last, id: asc`) in the browser, for lists merged
 * there: newest first, undated stories last, then by id. Comparing code units is PostgreSQL's order of these values:
 * the times are ISO texts in one offset, the ids lowercase UUIDs.
 */
export function newestNewsFirst(a: OrderedNews, b: OrderedNews): number {
  const [at, bt] = [a.published_at ?? null, b.published_at ?? null];
  if (at !== bt) return at === null ? 1 : bt === null ? -1 : byText(bt, at);
  return byText(a.id, b.id);
}
