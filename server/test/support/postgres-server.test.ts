import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, hasPostgres15, startPostgres, type PostgresServer } from './postgres-server.ts';

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(!hasPostgres15())('startPostgres', () => {
  let server: PostgresServer;

  beforeAll(async () => {
    server = await startPostgres();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('runs PostgreSQL 15 on the loopback interface', async () => {
    expect(server.url).toBe(`postgres://postgres@127.0.0.1:${server.port}/postgres`);
    const [row] = await query<{ version: string }>(server.url, 'select version()');
    expect(row?.version).toContain('PostgreSQL 15');
    const [address] = await query<{ address: string }>(server.url, 'select inet_server_addr()::text as address');
    expect(address?.address).toBe('127.0.0.1/32');
  });

  it('provides the contrib extensions the migrations use', async () => {
    await query(server.url, 'create extension citext; create extension pg_trgm; create extension pgcrypto');
    const rows = await query<{ extname: string }>(server.url, 'select extname from pg_extension order by extname');
    expect(rows.map((row) => row.extname)).toEqual(expect.arrayContaining(['citext', 'pg_trgm', 'pgcrypto']));
  });

  it('creates separate databases', async () => {
    const url = await createDatabase(server, 'isolated_test');
    expect(url).toBe(`postgres://postgres@127.0.0.1:${server.port}/isolated_test`);
    const [row] = await query<{ name: string }>(url, 'select current_database() as name');
    expect(row?.name).toBe('isolated_test');
    const [main] = await query<{ name: string }>(server.url, 'select current_database() as name');
    expect(main?.name).toBe('postgres');
  });

  it('creates the requested database at start', async () => {
    const other = await startPostgres({ database: 'app' });
    try {
      expect(other.port).not.toBe(server.port);
      const [row] = await query<{ name: string }>(other.url, 'select current_database() as name');
      expect(row?.name).toBe('app');
    } finally {
      await other.stop();
    }
  });

  it('stops the server and removes its data directory', async () => {
    expect(existsSync(server.dataDir)).toBe(true);
    await server.stop();
    await expect(query(server.url, 'select 1')).rejects.toThrow();
    expect(existsSync(server.dataDir)).toBe(false);
    expect(existsSync(dirname(server.dataDir))).toBe(false);
    // A second stop() is a no-op.
    await server.stop();
  });
});
