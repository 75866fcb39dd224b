/** A row set as both backends return it. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** Something SQL can run on: the database itself or an open transaction. */
export interface QueryOptions {
  /** A name for a prepared statement (PostgreSQL plans it once per connection); the same name must always carry the same SQL. */
  name?: string;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
