interface ListedEvent {
  category?: string | null;
  /** The language the event is written in ('en' | 'zh'). */
  language?: string | null;
  /** The API's computed field: the event starts in the future. */
  is_upcoming?: boolean | null;
}

/** The distinct categories of the events, in order of first appearance; null for 'Uncategorized'. */
export function eventCategories(events: readonly ListedEvent[]): (string | null)[] {
  return [...new Set(events.map((event) => event.category || null))];
}

export interface GroupOptions {
  /** The chosen category; undefined for all, '' for uncategorized events. */
  category: string | undefined;
  /** The chosen language; undefined for all. */
  language?: string | undefined;
}

/** The events of the chosen category and language split into upcoming (soonest first) and past (latest first). */
export function groupEvents<T extends ListedEvent>(events: readonly T[], { category, language }: GroupOptions) {
  const chosen = events.filter(
    (event) => (category === undefined || (event.category || '') === category) && (language === undefined || event.language === language),
  );
  return {
    upcoming: chosen.filter((event) => event.is_upcoming === true),
    past: chosen.filter((event) => event.is_upcoming !== true).reverse(),
  };
}
