import type { CombinedError } from 'urql';

/** What an action did, shown at the top of its section: info as role="status", errors as role="alert". */
export interface Notice {
  tone: 'info' | 'error';
  text: string;
}

/** How a save or delete went: done, refused by the API (`error`), or no such row any more (no `error`). */
export type WriteOutcome = { ok: true } | { ok: false; error?: CombinedError };

/** The outcome of a mutation from its error and the row it returned (null when no row matched the id). */
export function writeOutcome(error: CombinedError | undefined, row: unknown): WriteOutcome {
  if (error) return { ok: false, error };
  return row ? { ok: true } : { ok: false };
}
