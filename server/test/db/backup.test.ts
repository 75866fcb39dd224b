// npm run backup: a real database with the demo content and a member's writes, and uploaded images, backed up
// (pg_dump of PostgreSQL 15; the embedded database's data directory), restored into a fresh database and DATA_DIR,
// and compared row for row, table by table; a damaged backup and a DATA_DIR held by a running server are refused.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, SEEDS_DIR } from '../../src/config/paths.ts';
import { runBackupCli } from '../../src/db/backup-cli.ts';
import { prepareDataDir } from '../../src/db/data-dir.ts';
import { readBackup } from '../../src/db/backup.ts';
import type { Database } from '../../src/db/index.ts';
import { applyMigrations, readMigrations } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { applySeeds } from '../../src/db/seed.ts';
import { testTemplate } from '../support/database.ts';
import { createDatabase, startPostgres, type PostgresServer } from '../support/postgres-server.ts';

const IMAGE = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** Every table of the site's schemas with a digest of all its rows: what a restore must give back. */
async function contents(db: Database): Promise<Record<string, string>> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of rows) {
    const [digest] = (
      await db.query<{ rows: string; digest: string | null }>(
        `SELECT count(*)::text AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM ${name} t`,
      )
    ).rows;
    out[name] = `${digest!.rows}:${digest!.digest ?? ''}`;
  }
  return out;
}

/** Content beyond the demo: a category renamed now, so the backup is of this database and not of the template. */
async function writeSomething(db: Database, suffix: string): Promise<void> {
  const { rowCount } = await db.query(
    `UPDATE public.categories SET slug = slug || $1 WHERE id = (SELECT id FROM public.categories ORDER BY slug LIMIT 1)`,
    [suffix],
  );
  expect(rowCount).toBe(1);
}

function uploadImage(dataDir: string, name: string): void {
  mkdirSync(join(dataDir, 'uploads', 'images'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'images', name), IMAGE);
}

describe('npm run backup', () => {
  const work = mkdtempSync(join(tmpdir(), 'chainpulse-backup-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('backs up the embedded database and the uploads, and restores them into a fresh DATA_DIR', async () => {
    const source = join(work, 'embedded-source');
    // A DATA_DIR as the server makes it (its marker with the generated secrets), with the demo database in it.
    prepareDataDir(source);
    const db = await openPglite({ dir: join(source, 'pgdata'), loadDataDir: new Blob([await testTemplate({ seeds: true })]) });
    await writeSomething(db, '-embedded');
    const before = await contents(db);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    await db.close();
    uploadImage(source, 'a1.png');

    // A DATA_DIR a running server holds (here: a live process other than this one) is refused, since its
    // database cannot be read while in use; the lock is the server's own (db/data-dir.ts).
    writeFileSync(join(source, 'server.pid'), `${process.ppid}\n`);
    await expect(runBackupCli(['backup', '--out', join(work, 'out')], { DATA_DIR: source })).rejects.toThrow(/in use by another server/);
    rmSync(join(source, 'server.pid'));

    const message = await runBackupCli(['backup', '--out', join(work, 'out')], { DATA_DIR: source });
    const dir = /written to (\S+) /.exec(message)![1]!;
    const manifest = await readBackup(dir);
    expect(manifest.database.kind).toBe('pglite');
    expect(manifest.files).toMatchObject({ file: 'data.tar.gz', uploads: true });
    expect(existsSync(`${dir}.partial`)).toBe(false);

    const target = join(work, 'embedded-target');
    expect(await runBackupCli(['restore', dir], { DATA_DIR: target })).toMatch(/Restored .*pglite database and DATA_DIR/);
    expect(readFileSync(join(target, 'uploads', 'images', 'a1.png'))).toEqual(IMAGE);
    // The server takes the restored DATA_DIR as its own: the marker (and the secrets generated there) came along.
    expect(readFileSync(join(target, 'chainpulse.json'), 'utf8')).toBe(readFileSync(join(source, 'chainpulse.json'), 'utf8'));
    expect(prepareDataDir(target).marker.adminSecret).toBe(prepareDataDir(source).marker.adminSecret);
    expect(existsSync(join(target, 'server.pid'))).toBe(false);
    const restored = await openPglite({ dir: join(target, 'pgdata') });
    try {
      expect(await contents(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    // Never over a database that is there.
    await expect(runBackupCli(['restore', dir], { DATA_DIR: target })).rejects.toThrow(/already holds a database/);
    // The embedded database is opened four times (WebAssembly compiled each time): slow on a busy machine.
  }, 300_000);

  describe('PostgreSQL 15', () => {
    let server: PostgresServer;
    beforeAll(async () => {
      server = await startPostgres();
    });
    afterAll(async () => server?.stop());

    it('backs up with pg_dump and restores with pg_restore into a fresh database, row for row; refuses a damaged backup', async () => {
      const sourceUrl = await createDatabase(server, 'backup_source');
      const db = await openPostgres(sourceUrl);
      let before: Record<string, string>;
      try {
        await applyMigrations(db, readMigrations(MIGRATIONS_DIR), { onFresh: async (tx) => void (await applySeeds(tx, SEEDS_DIR)) });
        await writeSomething(db, '-postgres');
        before = await contents(db);
      } finally {
        await db.close();
      }
      expect(Object.keys(before).length).toBeGreaterThan(10);
      const dataDir = join(work, 'pg-data');
      uploadImage(dataDir, 'b2.png');

      const message = await runBackupCli(['backup', '--out', join(work, 'pg-out')], { DATABASE_URL: sourceUrl, DATA_DIR: dataDir });
      const dir = /written to (\S+) /.exec(message)![1]!;
      expect((await readBackup(dir)).database.kind).toBe('postgres');

      const targetUrl = await createDatabase(server, 'backup_target');
      const targetDir = join(work, 'pg-target');
      await runBackupCli(['restore', dir], { DATABASE_URL: targetUrl, DATA_DIR: targetDir });
      const restored = await openPostgres(targetUrl);
      try {
        expect(await contents(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
      expect(readFileSync(join(targetDir, 'uploads', 'images', 'b2.png'))).toEqual(IMAGE);

      // One byte changed: refused before anything is restored.
      const dump = join(dir, 'database.dump');
      const bytes = readFileSync(dump);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
      writeFileSync(dump, bytes);
      await expect(runBackupCli(['restore', dir], { DATABASE_URL: targetUrl, DATA_DIR: targetDir })).rejects.toThrow(/checksum/);
    }, 300_000);
  });
});
