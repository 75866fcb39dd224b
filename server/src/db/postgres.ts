import pg from 'pg';
import { describeError, StartupError } from './errors.ts';
import type { Database, Queryable, QueryOptions, QueryResult } from './types.ts';

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<Row>> {
      const result = options.name
        ? await client.query({ name: options.name, text: sql, values: [...params] })
        : await client.query(sql, [...params]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

/** Hides the password of a connection URL in messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/**
 * The URL with generic plans asked for in its startup `options` (kept with any options it already has). The
 * engine prepares each compiled query once and runs it many times; with its LIMIT a parameter, PostgreSQL's
 * automatic choice keeps custom plans and so plans again on every run (about as long as the run itself on
 * the site's queries). One generic plan per statement is what preparing is for.
 */
export function withGenericPlans(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const given = parsed.searchParams.get('options');
  parsed.searchParams.set('options', given ? `${given} ${GENERIC_PLANS}` : GENERIC_PLANS);
  return parsed.toString();
}

/** Connects to a PostgreSQL server and checks that it answers. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: withGenericPlans(url), max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);

  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StartupError(
      'database-unreachable',
      `Cannot connect to the PostgreSQL server at ${redactUrl(url)}: ${describeError(error)}. Check DATABASE_URL.`,
      { cause: error },
    );
  }
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
