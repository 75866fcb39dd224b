// Who becomes admin: the first admin at start-up (ADMIN_EMAIL + ADMIN_PASSWORD, else one generated; once only),
// and `npm run admin -- grant|revoke EMAIL` (runAdminCli) on a real DATA_DIR, refused while a server holds it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../../src/auth/admin-cli.ts';
import { ensureFirstAdmin, grantAdmin, revokeAdmin, type FirstAdmin } from '../../src/auth/index.ts';
import { hashPassword, verifyPassword } from '../../src/auth/passwords.ts';
import { prepareDataDir } from '../../src/db/data-dir.ts';
import { startDatabase, type Database } from '../../src/db/index.ts';
import { PASSWORD, startAuthApp, type AuthApp } from './auth-app.ts';

const LIN_WEI = 'lin.wei@demo.example.com';
const MARCUS = 'marcus.okafor@demo.example.com';

async function isAdmin(auth: AuthApp, email: string): Promise<boolean | undefined> {
  const { rows } = await auth.db.query<{ is_admin: boolean }>(
    'SELECT p.is_admin FROM public.user_profiles p JOIN auth.users u ON u.id = p.id WHERE u.email = $1',
    [email],
  );
  return rows[0]?.is_admin;
}

describe('grantAdmin and revokeAdmin', () => {
  let auth: AuthApp;

  beforeAll(async () => {
    auth = await startAuthApp();
  });

  afterAll(async () => {
    await auth?.close();
  });

  it('grant and revoke the admin right of an account by email, in any case; never the last admin', async () => {
    expect(await grantAdmin(auth.db, ' Lin.Wei@Demo.Example.com ')).toEqual({ email: LIN_WEI, changed: true });
    expect(await isAdmin(auth, LIN_WEI)).toBe(true);
    expect(await grantAdmin(auth.db, LIN_WEI)).toEqual({ email: LIN_WEI, changed: false });
    await expect(revokeAdmin(auth.db, LIN_WEI)).rejects.toMatchObject({ code: 'last-admin', status: 409 });
    expect(await grantAdmin(auth.db, MARCUS)).toEqual({ email: MARCUS, changed: true });
    expect(await revokeAdmin(auth.db, LIN_WEI)).toEqual({ email: LIN_WEI, changed: true });
    expect(await isAdmin(auth, LIN_WEI)).toBe(false);
    expect(await revokeAdmin(auth.db, LIN_WEI)).toEqual({ email: LIN_WEI, changed: false });
  });

  it('refuse an unknown email with user-not-found', async () => {
    await expect(grantAdmin(auth.db, 'nobody@example.com')).rejects.toMatchObject({ code: 'user-not-found' });
  });
});

describe('ensureFirstAdmin', () => {
  let auth: AuthApp;

  beforeAll(async () => {
    auth = await startAuthApp();
  });

  afterAll(async () => {
    await auth?.close();
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD, and a weak ADMIN_PASSWORD', async () => {
    await expect(ensureFirstAdmin(auth.db, { adminEmail: 'boss@example.com' })).rejects.toMatchObject({ code: 'config-invalid' });
    await expect(ensureFirstAdmin(auth.db, { adminEmail: 'boss@example.com', adminPassword: 'short' })).rejects.toMatchObject({
      code: 'config-invalid',
      message: expect.stringContaining('ADMIN_PASSWORD'),
    });
  });

  it('generates one admin when none exists, once; its password signs in', async () => {
    const first = await ensureFirstAdmin(auth.db, {});
    if (first.kind !== 'generated') throw new Error(`expected a generated admin, got ${first.kind}`);
    expect(first.email).toBe('admin@chainpulse.local');
    const { rows } = await auth.db.query<{ password_hash: string }>('SELECT password_hash FROM auth.users WHERE email = $1', [first.email]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    const signIn = await auth.signIn(first.email, first.password);
    expect(signIn.body.session.user).toMatchObject({ email: first.email, username: 'admin', displayName: 'Admin', isAdmin: true });
    expect(await ensureFirstAdmin(auth.db, {})).toEqual({ kind: 'unchanged' });
  });

  it('promotes an existing ADMIN_EMAIL account and sets ADMIN_PASSWORD when the site has no admin', async () => {
    const fresh = await startAuthApp();
    try {
      const { session } = await fresh.signUp({ username: 'promote_me' });
      const promoted = await ensureFirstAdmin(fresh.db, { adminEmail: session.user.email, adminPassword: 'a new admin password' });
      expect(promoted).toEqual({ kind: 'promoted', email: session.user.email });
      expect((await fresh.signIn(session.user.email, PASSWORD, '10.8.0.1')).status).toBe(401);
      expect((await fresh.signIn(session.user.email, 'a new admin password')).body.session.user.isAdmin).toBe(true);
      // A second ADMIN_EMAIL once an admin exists makes nobody.
      expect(await ensureFirstAdmin(fresh.db, { adminEmail: 'second@example.com', adminPassword: PASSWORD })).toEqual({
        kind: 'unchanged',
      });
      expect(await isAdmin(fresh, 'second@example.com')).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });
});

describe('ensureFirstAdmin across restarts', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'chainpulse-first-admin-'));
  const env = { adminEmail: 'Lin_Wei@Example.org', adminPassword: 'the first admin password' };
  const email = 'lin_wei@example.org';
  let pgdata: string;

  /** One server start: the database opened on the same DATA_DIR, the start-up step, then `work`, then closed. */
  async function start<T>(work: (db: Database, admin: FirstAdmin) => Promise<T>): Promise<T> {
    const { db } = await startDatabase({ pgdataDir: pgdata, demoContent: true });
    try {
      return await work(db, await ensureFirstAdmin(db, env));
    } finally {
      await db.close();
    }
  }

  async function account(db: Database): Promise<{ username: string; is_admin: boolean; password_hash: string } | undefined> {
    const { rows } = await db.query<{ username: string; is_admin: boolean; password_hash: string }>(
      'SELECT p.username, p.is_admin, u.password_hash FROM public.user_profiles p JOIN auth.users u ON u.id = p.id WHERE u.email = $1',
      [email],
    );
    return rows[0];
  }

  beforeAll(() => {
    pgdata = prepareDataDir(join(workDir, 'data')).pgdata;
  });

  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  it('creates ADMIN_EMAIL once; a later revoke and password change survive every restart', async () => {
    await start(async (db, admin) => {
      expect(admin).toEqual({ kind: 'created', email });
      // lin_wei is a demo member's username: the derived one is made unique.
      expect(await account(db)).toMatchObject({ username: 'lin_wei_2', is_admin: true });
    });
    await start(async (db, admin) => {
      expect(admin).toEqual({ kind: 'unchanged' });
      // Choices made in the site: another admin, the first one revoked, and its password changed.
      await grantAdmin(db, MARCUS);
      await revokeAdmin(db, email);
      await db.query('UPDATE auth.users SET password_hash = $2 WHERE email = $1', [email, await hashPassword('changed in the site')]);
    });
    for (let restart = 0; restart < 2; restart += 1) {
      await start(async (db, admin) => {
        expect(admin).toEqual({ kind: 'unchanged' });
        const row = await account(db);
        expect(row?.is_admin).toBe(false);
        expect(await verifyPassword(row?.password_hash, 'changed in the site')).toBe(true);
        expect(await verifyPassword(row?.password_hash, env.adminPassword)).toBe(false);
      });
    }
    // Without ADMIN_EMAIL, no admin is generated either: one exists.
    const { db } = await startDatabase({ pgdataDir: pgdata, demoContent: true });
    try {
      expect(await ensureFirstAdmin(db, {})).toEqual({ kind: 'unchanged' });
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM public.user_profiles WHERE is_admin');
      expect(rows[0]?.n).toBe(1);
    } finally {
      await db.close();
    }
  });
});

describe('npm run admin (runAdminCli)', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'chainpulse-admin-cli-'));
  const dataDir = join(workDir, 'data');
  const env = { DATA_DIR: dataDir };

  beforeAll(async () => {
    // A DATA_DIR as npm start leaves it: marker, migrated embedded database with the demo members.
    const dir = prepareDataDir(dataDir);
    const { db } = await startDatabase({ pgdataDir: dir.pgdata, demoContent: true });
    await db.close();
  });

  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  it('grants and revokes in DATA_DIR', async () => {
    expect(await runAdminCli(['grant', LIN_WEI], env)).toMatch(new RegExp(`^${LIN_WEI} is now an admin \\(.*pgdata\\)\\.$`));
    expect(await runAdminCli(['grant', LIN_WEI], env)).toMatch(/was already an admin/);
    expect(await runAdminCli(['grant', MARCUS], env)).toMatch(/is now an admin/);
    expect(await runAdminCli(['revoke', LIN_WEI], env)).toMatch(/is no longer an admin/);
    expect(await runAdminCli(['revoke', LIN_WEI], env)).toMatch(/was not an admin/);
    await expect(runAdminCli(['revoke', MARCUS], env)).rejects.toMatchObject({
      code: 'last-admin',
      message: expect.stringContaining('grant another admin first'),
    });
    await expect(runAdminCli(['grant', 'nobody@example.com'], env)).rejects.toMatchObject({ code: 'user-not-found' });
  });

  it('explains its usage', async () => {
    for (const args of [[], ['promote', LIN_WEI], ['grant'], ['grant', LIN_WEI, 'extra']]) {
      await expect(runAdminCli(args, env)).rejects.toMatchObject({
        code: 'usage',
        message: expect.stringContaining('npm run admin -- grant EMAIL'),
      });
    }
  });

  it('refuses a DATA_DIR a running server holds, and one with no database', async () => {
    // The parent process is alive and is not this one: as a running server's pid file.
    writeFileSync(join(dataDir, 'server.pid'), `${process.ppid}\n`);
    try {
      await expect(runAdminCli(['grant', LIN_WEI], env)).rejects.toMatchObject({
        code: 'data-dir-locked',
        message: expect.stringContaining('stop the server, run this command, then start the server again'),
      });
    } finally {
      rmSync(join(dataDir, 'server.pid'), { force: true });
    }
    await expect(runAdminCli(['grant', LIN_WEI], { DATA_DIR: join(workDir, 'missing') })).rejects.toMatchObject({ code: 'no-database' });
  });
});
