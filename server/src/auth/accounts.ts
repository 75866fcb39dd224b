// Accounts: auth.users joined with their public.user_profiles row (created together, in one transaction).
import type { Queryable } from '../db/index.ts';
import { AuthError } from './errors.ts';
import { invalidDisplayName, invalidEmail, invalidUsername } from './validation.ts';

export interface Account {
  id: string;
  email: string;
  displayName: string;
  username: string;
  isAdmin: boolean;
  emailVerified: boolean;
  disabled: boolean;
  /** A moderator's suspension still running: until when (ISO time) and why; null otherwise. */
  suspension: { until: string; reason: string | null } | null;
  /** Null for accounts that cannot sign in with a password (the demo members). */
  passwordHash: string | null;
}

/** What a session shows of its user. */
export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  username: string;
  isAdmin: boolean;
  /** Whether the email address was confirmed (the profile shows it; no role reads auth.users). */
  emailVerified: boolean;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  displayName: string;
  username: string;
}

interface AccountRow {
  id: string;
  email: string;
  display_name: string;
  username: string;
  is_admin: boolean;
  email_verified: boolean;
  disabled: boolean;
  suspended_until: string | null;
  suspension_reason: string | null;
  password_hash: string | null;
}

const SELECT_ACCOUNT = `
  SELECT u.id, u.email::text AS email, p.display_name, p.username, p.is_admin, u.email_verified, u.disabled, u.password_hash,
    to_json(CASE WHEN p.suspended_until > now() THEN p.suspended_until END) #>> '{}' AS suspended_until, p.suspension_reason
  FROM auth.users u JOIN public.user_profiles p ON p.id = u.id`;

// A constraint the input checks should already have caught, mapped to the code of the field it guards.
const CONSTRAINT_ERRORS: Record<string, () => AuthError> = {
  // Told in words that do not say the address has an account (no account enumeration, docs/security.md).
  users_email_key: () =>
    new AuthError(
      'signup-refused',
      'No account could be created with these details. If you already have an account, sign in; otherwise check the email address.',
    ),
  user_profiles_username_key: () => new AuthError('username-taken', 'This username is taken; choose another.'),
  users_email_check: invalidEmail,
  user_profiles_username_check: invalidUsername,
  user_profiles_display_name_check: invalidDisplayName,
};

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    username: row.username,
    isAdmin: row.is_admin,
    emailVerified: row.email_verified,
    disabled: row.disabled,
    suspension: row.suspended_until ? { until: row.suspended_until, reason: row.suspension_reason } : null,
    passwordHash: row.password_hash,
  };
}

/** The public part of an account, as sessions carry it. */
export function sessionUser(account: Account): SessionUser {
  const { id, email, displayName, username, isAdmin, emailVerified } = account;
  return { id, email, displayName, username, isAdmin, emailVerified };
}

/** The account of a (normalised) email, if any; citext compares without case. */
export async function findAccountByEmail(db: Queryable, email: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(`${SELECT_ACCOUNT} WHERE u.email = $1`, [email], { name: 'auth_account_by_email' });
  return rows[0] && toAccount(rows[0]);
}

export async function findAccountById(db: Queryable, id: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(`${SELECT_ACCOUNT} WHERE u.id = $1`, [id], { name: 'auth_account_by_id' });
  return rows[0] && toAccount(rows[0]);
}

/** Maps a unique or check violation of the account tables to its AuthError; anything else is rethrown. */
function accountConstraintError(error: unknown): unknown {
  const constraint = (error as { constraint?: string }).constraint;
  const make = constraint === undefined ? undefined : CONSTRAINT_ERRORS[constraint];
  return make ? make() : error;
}

/** Inserts auth.users and its user_profiles row; run inside a transaction so a failure leaves neither. */
export async function insertAccount(tx: Queryable, account: NewAccount): Promise<Account> {
  try {
    const { rows } = await tx.query<{ id: string }>(
      'INSERT INTO auth.users (email, password_hash, last_sign_in_at) VALUES ($1, $2, now()) RETURNING id',
      [account.email, account.passwordHash],
    );
    const id = (rows[0] as { id: string }).id;
    await tx.query('INSERT INTO public.user_profiles (id, username, display_name) VALUES ($1, $2, $3)', [
      id,
      account.username,
      account.displayName,
    ]);
    return { id, ...account, isAdmin: false, emailVerified: false, disabled: false, suspension: null };
  } catch (error) {
    throw accountConstraintError(error);
  }
}

export async function markSignedIn(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE auth.users SET last_sign_in_at = now() WHERE id = $1', [id], { name: 'auth_mark_signed_in' });
}
