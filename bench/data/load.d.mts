// Types of load.mjs for the TypeScript tests that use it.
export interface LoadTarget {
  query(sql: string): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * COPY with triggers off; `binary`: the chunks are tuples of the binary format, without its header and trailer;
   * `empty`: the table is emptied first (in the COPY's transaction where the target has one).
   */
  copy(
    table: string,
    columns: string[],
    chunks: AsyncIterable<string | Uint8Array>,
    options?: { binary?: boolean; empty?: boolean },
  ): Promise<void>;
  /** How many table slices (index builds, roll-up steps) may run at once (1 when absent). */
  jobs?: number;
  /** Runs statements in order in a session of its own (without it: through `query`, one after another). */
  session?(statements: string[]): Promise<void>;
}
export declare const AFTER_COPY: Record<string, { after?: string[]; beforeIndexes?: boolean; steps: string[][] }>;
export declare const AFTER_LOAD: string[][];
export declare function loadDataSet(
  target: LoadTarget,
  options?: {
    scale?: number;
    counts?: Partial<Record<string, number>>;
    seed?: number;
    now?: number;
    /** Page views per slice (generate.mjs's PAGE_VIEW_SLICE by default). */
    pageViewSlice?: number;
    /** 'generated' (default): the page-view roll-ups counted by the generator and COPYed; 'rebuild': rebuilt by the database. */
    rollups?: 'generated' | 'rebuild';
    log?: (line: string) => void;
  },
): Promise<Record<string, number>>;
export declare function pgliteTarget(pglite: {
  query(sql: string, params?: unknown[], options?: { blob?: Blob }): Promise<{ rows: unknown[] }>;
  exec(sql: string): Promise<unknown>;
}): LoadTarget;
export declare function postgresTarget(
  url: string,
  query: LoadTarget['query'],
  options?: { jobs?: number; maintenanceWorkMem?: string },
): LoadTarget;
/** The SQL that lists a table's plain indexes (not a constraint's): rows of `name` and `definition`. */
export declare function plainIndexes(schema: string, name: string): string;
