/** The waits between retries: 1 s, doubling, at most this long (a server back after a restart is seen soon). */
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 8000;

/** The wait before retry number `attempt` (0-based): doubling from one second, capped, with a little jitter. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface RetryOptions {
  /** Resolves when the next try may start; `attempt` counts the failures so far, from 0. */
  wait: (attempt: number) => Promise<void>;
  /** How many tries in all; without it, tries until one succeeds. */
  attempts?: number;
}

/**
 * `load` tried again after each failure, with `wait` between tries: for downloads that fail while the server is away
 * for a moment (a restart), which a later try gets. After the last try its error is the result.
 */
export async function retrying<T>(load: () => Promise<T>, { wait, attempts = Number.POSITIVE_INFINITY }: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt + 1 >= attempts) throw error;
      await wait(attempt);
    }
  }
}
