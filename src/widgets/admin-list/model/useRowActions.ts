import { useState } from 'react';
import type { CombinedError } from 'urql';
import { apiErrorMessage } from '@/shared/lib/api-error';
import type { AdminListNotice } from '../ui/AdminList';

/**
 * What a row's action says: done (nothing, the notice cleared, without it), failed (with the API's message, empty for
 * none, and its error), or no such row any more.
 */
export interface RowActionWords {
  done?: string;
  failed: (message: string, error: CombinedError) => string;
  missing: string;
}

/** A mutation's answer: its one root field is the row it wrote or deleted (null when no row matched). */
type RowResult = { error?: CombinedError; data?: object | null };

/**
 * A list page's notice and its rows' actions (publish, delete...): `run` writes as the caller says, tells the outcome
 * in the notice, marks the row pending meanwhile and calls `onDone` (the list's reload); it resolves true when done.
 * The notice starts as `firstNotice` (what the page came to tell).
 */
export function useRowActions(onDone: () => void, firstNotice: AdminListNotice | null = null) {
  const [notice, setNotice] = useState(firstNotice);
  const [pending, setPending] = useState<string | null>(null);

  async function run(id: string, write: () => Promise<RowResult>, words: RowActionWords): Promise<boolean> {
    setPending(id);
    const result = await write();
    setPending(null);
    onDone();
    const row = result.data ? Object.values(result.data)[0] : undefined;
    if (result.error || !row) {
      setNotice({ tone: 'error', text: result.error ? words.failed(apiErrorMessage(result.error).trim(), result.error) : words.missing });
      return false;
    }
    setNotice(words.done ? { tone: 'info', text: words.done } : null);
    return true;
  }

  return { notice, setNotice, pending, run };
}
