import { useQuery, useSubscription, type AnyVariables, type CombinedError, type TypedDocumentNode } from 'urql';
import { hasLeft, keepRemovals, mergeStreamed, trimStreamed, type StreamedRow } from './mergeStreamed';

/** The rows that left the list: each id with the change number of its leaving. */
interface Removed {
  key: string;
  left: ReadonlyMap<string, bigint>;
}

interface Accumulated<Row> {
  /** The list the rows were streamed for (its variables without the cursor). */
  key: string;
  rows: Row[];
}

export interface StreamedListArgs<
  Row extends StreamedRow,
  QueryData,
  Variables extends AnyVariables,
  StreamData,
  StreamVariables extends AnyVariables,
  RemovalData = unknown,
> {
  /** The list's first page, read once (and on the server when it renders the page). */
  query: TypedDocumentNode<QueryData, Variables>;
  variables: Variables;
  rowsOf: (data: QueryData) => readonly Row[];
  /** Where the stream starts: the highest change number the read saw. */
  sinceOf: (data: QueryData) => string;
  /** A `<table>_stream` subscription of the same list's rows from a change number on. */
  stream: TypedDocumentNode<StreamData, StreamVariables>;
  streamVariables: (since: string) => StreamVariables;
  streamedRowsOf: (data: StreamData) => readonly Row[];
  /** The list's order. */
  compare: (a: Row, b: Row) => number;
  /** How many rows the list keeps. */
  limit: number;
  /**
   * The rows that leave the list, which its stream cannot carry (a row the reader may no longer read never arrives):
   * a subscription of their ids with the change number of their leaving, from the same change number on. A row
   * leaves unless it changed again after (a story published again comes back).
   */
  removals?: {
    stream: TypedDocumentNode<RemovalData, { since: string }>;
    removedOf: (data: RemovalData) => readonly StreamedRow[];
  };
}

export interface StreamedList<Row> {
  /** The list, undefined until its first read. */
  rows: Row[] | undefined;
  /** The read's error while there is no list to show. */
  error: CombinedError | undefined;
  /** Reads the first page again (the stream goes on from the new read). */
  refresh: () => void;
}

/**
 * A list read once, then kept current by a streaming subscription of its new and changed rows (Hasura's
 * `<table>_stream` on a change number): each streamed row joins the list or replaces its older self, and the list
 * is sorted again and cut to `limit`. A new row costs a delta pushed to each reader, not a refetch of the list per
 * reader, which is what a live query of the list would cost on each change.
 */
export function useStreamedList<
  Row extends StreamedRow,
  QueryData,
  Variables extends AnyVariables,
  StreamData,
  StreamVariables extends AnyVariables,
  RemovalData = unknown,
>(args: StreamedListArgs<Row, QueryData, Variables, StreamData, StreamVariables, RemovalData>): StreamedList<Row> {
  const [read, reexecute] = useQuery<QueryData, Variables>({
    query: args.query,
    variables: args.variables,
  } as Parameters<typeof useQuery<QueryData, Variables>>[0]);
  const key = JSON.stringify(args.variables);
  const readRows = read.data ? args.rowsOf(read.data) : [];
  const readIds = new Set(readRows.map((row) => row.id));
  const since = read.data ? args.sinceOf(read.data) : '0';
  const [streamed] = useSubscription<StreamData, Accumulated<Row>, StreamVariables>(
    {
      query: args.stream,
      variables: args.streamVariables(since),
      // In the browser, once the first page is read: the stream starts where the read ended.
      pause: !read.data || typeof window === 'undefined',
    } as Parameters<typeof useSubscription<StreamData, Accumulated<Row>, StreamVariables>>[0],
    (previous, data) => {
      const merged = mergeStreamed(previous?.key === key ? previous.rows : [], args.streamedRowsOf(data), args.compare);
      return { key, rows: trimStreamed(merged, args.limit, readIds) };
    },
  );
  const [removed] = useSubscription<RemovalData, Removed, { since: string }>(
    {
      // Without removals the hook still runs (hooks are unconditional), paused on the list's own stream.
      query: args.removals?.stream ?? (args.stream as unknown as TypedDocumentNode<RemovalData, { since: string }>),
      variables: { since },
      pause: !args.removals || !read.data || typeof window === 'undefined',
    },
    (previous, data) => ({
      key,
      left: keepRemovals(previous?.key === key ? previous.left : new Map(), args.removals?.removedOf(data) ?? []),
    }),
  );
  const arrived = streamed.data?.key === key ? streamed.data.rows : [];
  const left = removed.data?.key === key ? removed.data.left : undefined;
  const rows = read.data
    ? mergeStreamed(readRows, arrived, args.compare)
        .filter((row) => !hasLeft(row, left))
        .slice(0, args.limit)
    : undefined;
  return {
    rows,
    error: read.data ? undefined : read.error,
    refresh: () => reexecute({ requestPolicy: 'cache-and-network' }),
  };
}
