interface ListedEvent {
  category?: string | null;
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
}

/** The events of the chosen category split into upcoming (soonest first) and past (latest first). */
export function groupEvents<T extends ListedEvent>(events: readonly T[], { category }: GroupOptions) {
  const chosen = category === undefined ? events : events.filter((event) => (event.category || '') === category);
  return {
    upcoming: chosen.filter((event) => event.is_upcoming === true),
    past: chosen.filter((event) => event.is_upcoming !== true).reverse(),
  };
}
