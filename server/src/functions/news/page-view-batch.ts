// Page views written in batches. The views that arrive while a batch's statement runs wait for the next one, a batch
// starts at most once every FILL_MS (the first view after a quiet spell at once), and each batch is ONE statement:
// both hourly budgets taken for all its views (security.budgets, a row per key as the exact budgets of
// limits/budget.ts keep them), then the views within them inserted into public.page_views; every view of
// the batch is answered once that statement has committed, so an acknowledged view is stored. On the embedded
// database, which runs one statement at a time, a view costs a share of one statement instead of three (two budget
// upserts and its insert), each waiting its turn in the queue.
// The budgets decide as the exact ones would one take after another, in the order the views arrived: a key's views
// in a batch see the total before the batch plus their rank. A batch that fails is written again view by view, so
// one view the database refuses fails only its own answer.
import { asServerWork, withDatabaseClient, type DatabaseClient } from '../../db/client.ts';
import type { Queryable } from '../../db/index.ts';
import { ServiceError } from '../../http/service-error.ts';
import { keyOf, maybePrune, windowOf } from '../../limits/budget.ts';

/** A page view to record, checked and with its budgets' keys and limits. */
export interface PageViewRow {
  path: string;
  title: string | null;
  referrer: string | null;
  visitorId: string;
  sessionId: string;
  device: string;
  /** The signed-in member (null for a visitor); a member whose profile is gone is recorded without. */
  userId: string | null;
  /** The client address's budget key. */
  address: string;
  visitorLimit: number;
  addressLimit: number;
}

const HOUR_SECONDS = 3600;
/** Views written by one statement at most (the rest wait for the next). */
const MAX_BATCH = 500;
/** Views waiting at most (about twenty batches): past it a view is refused at once, not kept in memory. */
export const MAX_WAITING_VIEWS = 10_000;
/**
 * A batch starts at most this long after the one before started, so a steady stream of views is written a few
 * statements a second, not one statement for each view or two: the batches start before the database queue's lanes
 * in turn (BATCH_CLIENT), which only paced work may, and under a hundred readers one-view batches took most of the
 * server's lane's turns (docs/benchmarks.md). A view's answer is a beacon's, which nobody waits for.
 */
export const FILL_MS = 200;

/**
 * Whom a batch's statement is run for: paced (FILL_MS) work for many clients, so it starts before the lanes in turn
 * (db/fair-queue.ts) and a view waits for one running statement, not for a round over a hundred readers' lanes.
 */
const BATCH_CLIENT: DatabaseClient = {
  key: 'server:page-views',
  role: 'server',
  operation: 'page-view batch',
  budgeted: false,
  ahead: true,
};

const COLUMNS = ['path', 'title', 'referrer', 'visitor_id', 'session_id', 'device', 'user_id', 'visitor_key', 'address_key'] as const;

const RECORD_SQL = `
  WITH input AS (
    SELECT * FROM unnest(${COLUMNS.map((_, i) => `$${i + 1}::text[]`).join(', ')}, $10::int[], $11::int[])
      WITH ORDINALITY AS t(${COLUMNS.join(', ')}, visitor_limit, address_limit, n)
  ), visitor_taken AS (
    INSERT INTO security.budgets AS b (bucket, key, window_start, used)
    SELECT 'page-view-visitor', visitor_key, to_timestamp($12), count(*) FROM input GROUP BY visitor_key
    ON CONFLICT (bucket, key, window_start) DO UPDATE SET used = b.used + excluded.used
    RETURNING key, used
  ), address_taken AS (
    INSERT INTO security.budgets AS b (bucket, key, window_start, used)
    SELECT 'page-view-address', address_key, to_timestamp($12), count(*) FROM input GROUP BY address_key
    ON CONFLICT (bucket, key, window_start) DO UPDATE SET used = b.used + excluded.used
    RETURNING key, used
  ), ranked AS (
    SELECT input.*,
      count(*) OVER (PARTITION BY visitor_key) - row_number() OVER (PARTITION BY visitor_key ORDER BY n) AS visitor_after,
      count(*) OVER (PARTITION BY address_key) - row_number() OVER (PARTITION BY address_key ORDER BY n) AS address_after
    FROM input
  )
  INSERT INTO public.page_views (path, title, referrer, visitor_id, session_id, device, user_id)
  SELECT r.path, r.title, r.referrer, r.visitor_id, r.session_id, r.device,
    (SELECT p.id FROM public.user_profiles p WHERE p.id = r.user_id::uuid)
  FROM ranked r
  JOIN visitor_taken v ON v.key = r.visitor_key
  JOIN address_taken a ON a.key = r.address_key
  WHERE v.used - r.visitor_after <= r.visitor_limit AND a.used - r.address_after <= r.address_limit
  ORDER BY r.n`;

/** One statement for `rows`, in their order. */
async function write(db: Queryable, rows: PageViewRow[]): Promise<void> {
  const column = <T>(read: (row: PageViewRow) => T) => rows.map(read);
  await db.query(
    RECORD_SQL,
    [
      column((row) => row.path),
      column((row) => row.title),
      column((row) => row.referrer),
      column((row) => row.visitorId),
      column((row) => row.sessionId),
      column((row) => row.device),
      column((row) => row.userId),
      column((row) => keyOf(row.visitorId)),
      column((row) => keyOf(row.address)),
      column((row) => row.visitorLimit),
      column((row) => row.addressLimit),
      windowOf(HOUR_SECONDS),
    ],
    { name: 'record_page_views' },
  );
  await maybePrune(db, rows.length * 2).catch(() => undefined);
}

interface Waiting {
  row: PageViewRow;
  settle(error: unknown): void;
}

export interface PageViewBatches {
  /** Resolves once the view's batch has committed (the view stored, or left out by its budgets); rejects if not. */
  record(row: PageViewRow): Promise<void>;
}

export function createPageViewBatches(db: Queryable, maxWaiting = MAX_WAITING_VIEWS, fillMs = FILL_MS): PageViewBatches {
  let waiting: Waiting[] = [];
  let writing = false;
  let lastStart = Number.NEGATIVE_INFINITY;

  /** The next batch, once FILL_MS has passed since the last one started (at once after a quiet spell). */
  function schedule(): void {
    writing = true;
    setTimeout(next, Math.max(0, lastStart + fillMs - performance.now()));
  }

  async function writeBatch(batch: Waiting[]): Promise<void> {
    try {
      await withDatabaseClient(BATCH_CLIENT, () =>
        write(
          db,
          batch.map((item) => item.row),
        ),
      );
      for (const item of batch) item.settle(undefined);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.settle(error ?? new Error('the page view was not recorded'));
        return;
      }
      // One refused view fails only its own answer (written in the server's own lane, in turn: these are unpaced).
      for (const item of batch) {
        await write(db, [item.row]).then(
          () => item.settle(undefined),
          (single: unknown) => item.settle(single ?? new Error('the page view was not recorded')),
        );
      }
    }
  }

  function next(): void {
    if (waiting.length === 0) {
      writing = false;
      return;
    }
    lastStart = performance.now();
    const batch = waiting.slice(0, MAX_BATCH);
    waiting = waiting.slice(MAX_BATCH);
    // The server's own work (a batch holds many clients' views), whatever request's turn scheduled it.
    void asServerWork(() => writeBatch(batch)).finally(() => {
      if (waiting.length > 0) schedule();
      else writing = false;
    });
  }

  return {
    record(row) {
      if (waiting.length >= maxWaiting) {
        return Promise.reject(
          new ServiceError('rate-limit-exceeded', 'Too many page views are waiting to be recorded; try again later.', 429),
        );
      }
      return new Promise<void>((resolve, reject) => {
        waiting.push({ row, settle: (error) => (error === undefined ? resolve() : reject(error)) });
        // The first view waits for the views of the same turn of the event loop (or the fill time); later ones for
        // the running batch.
        if (!writing) schedule();
      });
    },
  };
}
