import type { Events_Bool_Exp } from '@/shared/api';

export interface EventsFilter {
  /** The chosen category; undefined for all, '' for uncategorized events. */
  category: string | undefined;
  /** The chosen language; undefined for all. */
  language?: string | undefined;
}

/** The chosen category and language as the list queries' filter (the database filters and pages). */
export function eventsWhere({ category, language }: EventsFilter): Events_Bool_Exp {
  return {
    _and: [
      category === undefined
        ? {}
        : category === ''
          ? { _or: [{ category: { _is_null: true } }, { category: { _eq: '' } }] }
          : { category: { _eq: category } },
      language === undefined ? {} : { language: { _eq: language } },
    ],
  };
}

/** The distinct categories, in the query's order; null for 'Uncategorized' (no category or an empty one), once. */
export function eventCategories(rows: readonly { category?: string | null }[]): (string | null)[] {
  return [...new Set(rows.map((row) => row.category || null))];
}
