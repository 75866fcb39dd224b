/** A row of a streamed list: its id and its change number (a bigint, as its decimal text or a number). */
export interface StreamedRow {
  id: string;
  change_seq: string | number;
}

const newer = (a: StreamedRow, b: StreamedRow) => BigInt(a.change_seq) > BigInt(b.change_seq);

/**
 * The rows read and the rows streamed since, each id once at its latest change (the highest change number, whichever
 * came last), in the list's order.
 */
export function mergeStreamed<Row extends StreamedRow>(
  read: readonly Row[],
  streamed: readonly Row[],
  compare: (a: Row, b: Row) => number,
): Row[] {
  const byId = new Map<string, Row>();
  for (const row of [...read, ...streamed]) {
    const known = byId.get(row.id);
    if (!known || newer(row, known)) byId.set(row.id, row);
  }
  return [...byId.values()].sort(compare);
}

/**
 * The streamed rows worth keeping (sorted, as mergeStreamed gives them): the first `limit`, which alone can reach the
 * list, and the newer versions of rows the read has (`readIds`), which must keep replacing them. So a page left open
 * for days keeps a bounded list, not every story streamed since it opened.
 */
export function trimStreamed<Row extends StreamedRow>(sorted: readonly Row[], limit: number, readIds: ReadonlySet<string>): Row[] {
  return sorted.filter((row, index) => index < limit || readIds.has(row.id));
}

/** How many removals a list remembers (the newest): a page open for days keeps a bounded map. */
const REMEMBERED_REMOVALS = 500;

/** The removals known with those that arrived, each id at its latest leaving, the newest 500 at most. */
export function keepRemovals(known: ReadonlyMap<string, bigint>, arrived: readonly StreamedRow[]): ReadonlyMap<string, bigint> {
  const left = new Map(known);
  for (const row of arrived) {
    const at = BigInt(row.change_seq);
    if ((left.get(row.id) ?? -1n) < at) left.set(row.id, at);
  }
  return left.size > REMEMBERED_REMOVALS ? new Map([...left].sort((a, b) => (a[1] < b[1] ? 1 : -1)).slice(0, REMEMBERED_REMOVALS)) : left;
}

/** A row left the list when its leaving came after its latest change. */
export const hasLeft = (row: StreamedRow, left: ReadonlyMap<string, bigint> | undefined) => {
  const at = left?.get(row.id);
  return at !== undefined && at > BigInt(row.change_seq);
};
