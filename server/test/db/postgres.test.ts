// The PostgreSQL pool's connections: generic plans for prepared statements (the engine's compiled queries),
// alongside whatever startup options DATABASE_URL already carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, withGenericPlans } from '../../src/db/postgres.ts';
import { hasPostgres15, startPostgres, type PostgresServer } from '../support/postgres-server.ts';

describe('withGenericPlans', () => {
  it("adds plan_cache_mode to the startup options, keeping the URL's own", () => {
    expect(new URL(withGenericPlans('postgres://u:p@db:5432/site')).searchParams.get('options')).toBe(
      '-c plan_cache_mode=force_generic_plan',
    );
    const kept = new URL(withGenericPlans('postgres://db/site?sslmode=require&options=-c%20statement_timeout%3D5000'));
    expect(kept.searchParams.get('options')).toBe('-c statement_timeout=5000 -c plan_cache_mode=force_generic_plan');
    expect(kept.searchParams.get('sslmode')).toBe('require');
  });
});

describe.skipIf(!hasPostgres15())('openPostgres', () => {
  let server: PostgresServer;

  beforeAll(async () => {
    server = await startPostgres();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("runs every connection with generic plans and the URL's own options", async () => {
    const db = await openPostgres(`${server.url}?options=-c%20statement_timeout%3D4321`, { max: 3 });
    try {
      const settings = await Promise.all(
        [1, 2, 3].map(() =>
          db.query<{ mode: string; timeout: string }>(
            "SELECT current_setting('plan_cache_mode') AS mode, current_setting('statement_timeout') AS timeout, pg_sleep(0.05)",
          ),
        ),
      );
      for (const result of settings) expect(result.rows[0]).toMatchObject({ mode: 'force_generic_plan', timeout: '4321ms' });
    } finally {
      await db.close();
    }
  });
});
