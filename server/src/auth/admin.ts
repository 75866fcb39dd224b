// Who is admin (public.user_profiles.is_admin): the first admin at start-up, and grant/revoke for
// `npm run admin`. Admins grant others through the API (role site_admin); members cannot (metadata).
import { randomBytes } from 'node:crypto';
import { COLUMN_LENGTHS } from '../db/constraints.ts';
import type { Database, Queryable } from '../db/index.ts';
import { StartupError } from '../db/errors.ts';
import { findAccountByEmail, insertAccount } from './accounts.ts';
import { AuthError } from './errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { checkEmail, checkPassword } from './validation.ts';

/** The address of the admin made when neither ADMIN_EMAIL nor ADMIN_PASSWORD is set. */
export const GENERATED_ADMIN_EMAIL = 'admin@chainpulse.local';
const ADMIN_DISPLAY_NAME = 'Admin';
/** The usernames the database accepts (user_profiles' CHECK, generated into contract/db-lengths.ts). */
const USERNAME = COLUMN_LENGTHS.user_profiles.username;

export type FirstAdmin =
  /**
   * No admin existed: ADMIN_EMAIL's account was made, or promoted (its password set to ADMIN_PASSWORD when it
   * differed).
   */
  | { kind: 'created' | 'promoted'; email: string }
  /** No admin existed: one was made with this password, printed once and stored only as a hash. */
  | { kind: 'generated'; email: string; password: string }
  /**
   * Nothing to do: an admin exists (ADMIN_EMAIL and ADMIN_PASSWORD, if set, are not applied again), or the
   * generated admin's email is taken by an account that is not admin.
   */
  | { kind: 'unchanged' };

export interface AdminChange {
  email: string;
  /** False when the account already had that right. */
  changed: boolean;
}

/** A valid username from an email's local part (`jane.doe+x@…` -> `jane_doe_x`), made unique with a suffix. */
export async function usernameFor(db: Queryable, email: string): Promise<string> {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_]+/g, '_').slice(0, USERNAME.max);
  const base = local.length >= USERNAME.min ? local : `${local}_admin`.slice(0, USERNAME.max);
  const { rows } = await db.query<{ username: string }>(
    'SELECT lower(username) AS username FROM public.user_profiles WHERE lower(username) LIKE $1',
    [`${base.toLowerCase().replace(/_/g, '\\_')}%`],
  );
  const taken = new Set(rows.map((row) => row.username));
  for (let suffix = 1; ; suffix += 1) {
    const tail = suffix === 1 ? '' : `_${suffix}`;
    const candidate = `${base.slice(0, USERNAME.max - tail.length)}${tail}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

async function setAdmin(db: Queryable, rawEmail: string, isAdmin: boolean): Promise<AdminChange> {
  const email = checkEmail(rawEmail);
  const account = await findAccountByEmail(db, email);
  if (!account) throw new AuthError('user-not-found', `No account has the email ${email}; sign up on the site first.`);
  if (account.isAdmin === isAdmin) return { email, changed: false };
  try {
    await db.query('UPDATE public.user_profiles SET is_admin = $2 WHERE id = $1', [account.id, isAdmin]);
  } catch (error) {
    // The database keeps at least one admin (migration 1795305600700_last_admin).
    if ((error as { constraint?: string }).constraint !== 'user_profiles_keep_one_admin') throw error;
    throw new AuthError('last-admin', `${email} is the last admin and cannot be revoked; grant another admin first.`);
  }
  return { email, changed: true };
}

/**
 * Makes the account of this email an admin. Its address counts as verified: whoever runs the site (the first
 * admin's ADMIN_EMAIL, `npm run admin`) vouches for it.
 */
export async function grantAdmin(db: Queryable, email: string): Promise<AdminChange> {
  const change = await setAdmin(db, email, true);
  await db.query('UPDATE auth.users SET email_verified = true WHERE email = $1 AND NOT email_verified', [change.email]);
  return change;
}

/** Takes the admin right from the account of this email (its current access token keeps it until expiry). */
export function revokeAdmin(db: Queryable, email: string): Promise<AdminChange> {
  return setAdmin(db, email, false);
}

async function createAdmin(tx: Queryable, email: string, password: string): Promise<void> {
  const account = await insertAccount(tx, {
    email,
    passwordHash: await hashPassword(password),
    displayName: ADMIN_DISPLAY_NAME,
    username: await usernameFor(tx, email),
  });
  await grantAdmin(tx, account.email);
}

/** Whether any account is admin. The database keeps one once there is one (1795305600700_last_admin). */
async function hasAdmin(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM public.user_profiles WHERE is_admin) AS found');
  return rows[0]?.found === true;
}

async function adminFromEnvironment(tx: Queryable, rawEmail: string, password: string): Promise<FirstAdmin> {
  const email = configured(() => checkEmail(rawEmail), 'ADMIN_EMAIL');
  configured(() => checkPassword(password), 'ADMIN_PASSWORD');
  // The first admin only: a later revoke, grant or password change made in the site stands at every restart.
  if (await hasAdmin(tx)) return { kind: 'unchanged' };
  const account = await findAccountByEmail(tx, email);
  if (!account) {
    await createAdmin(tx, email, password);
    return { kind: 'created', email };
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    await tx.query('UPDATE auth.users SET password_hash = $2 WHERE id = $1', [account.id, await hashPassword(password)]);
  }
  await grantAdmin(tx, email);
  return { kind: 'promoted', email };
}

function configured<T>(check: () => T, name: string): T {
  try {
    return check();
  } catch (error) {
    throw new StartupError('config-invalid', `${name}: ${(error as Error).message}`);
  }
}

async function generatedAdmin(tx: Queryable): Promise<FirstAdmin> {
  const { rows } = await tx.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM public.user_profiles WHERE is_admin)
         OR EXISTS (SELECT 1 FROM auth.users WHERE email = $1) AS found`,
    [GENERATED_ADMIN_EMAIL],
  );
  if (rows[0]?.found) return { kind: 'unchanged' };
  const password = randomBytes(15).toString('base64url');
  await createAdmin(tx, GENERATED_ADMIN_EMAIL, password);
  return { kind: 'generated', email: GENERATED_ADMIN_EMAIL, password };
}

export interface FirstAdminOptions {
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
}

/**
 * At start-up, while the site has no admin: ADMIN_EMAIL + ADMIN_PASSWORD make or promote that admin; with
 * neither, one admin is generated. Once an admin exists nothing is applied again (the database keeps at least
 * one admin), so choices made later in the site survive restarts. Serialised by an advisory lock, so servers
 * starting together agree.
 */
export async function ensureFirstAdmin(db: Database, options: FirstAdminOptions): Promise<FirstAdmin> {
  const { adminEmail, adminPassword } = options;
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new StartupError('config-invalid', 'Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.');
  }
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('chainpulse:first-admin'))");
    return adminEmail !== undefined && adminPassword !== undefined
      ? adminFromEnvironment(tx, adminEmail, adminPassword)
      : generatedAdmin(tx);
  });
}
