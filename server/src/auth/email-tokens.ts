// The single-use, expiring tokens of mailed links (auth.email_tokens): 32 random bytes, stored as SHA-256, each
// bound to a purpose and to the address it was sent to.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';

export type EmailTokenPurpose = 'verify-email' | 'reset-password' | 'unlock' | 'change-email';

/** How long a verification link works. */
export const VERIFY_EMAIL_TTL_HOURS = 24;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for `purpose`; the user's earlier unused ones of that purpose stop working (the newest link counts). */
export async function issueEmailToken(
  tx: Queryable,
  { userId, email, purpose, ttlHours }: { userId: string; email: string; purpose: EmailTokenPurpose; ttlHours: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(`UPDATE auth.email_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [userId, purpose]);
  await tx.query(
    `INSERT INTO auth.email_tokens (user_id, purpose, token_hash, email, expires_at)
     VALUES ($1, $2, $3, $4, now() + $5 * interval '1 hour')`,
    [userId, purpose, hash(token), email, ttlHours],
  );
  return token;
}

/**
 * Uses a token once: its user and address when it is known, unused, unexpired and of this purpose; undefined
 * otherwise (every case alike). Two uses at once: one wins (the row's update is the lock).
 */
export async function consumeEmailToken(
  tx: Queryable,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<{ userId: string; email: string } | undefined> {
  if (token.length > 100) return undefined;
  const { rows } = await tx.query<{ user_id: string; email: string }>(
    `UPDATE auth.email_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id, email::text AS email`,
    [hash(token), purpose],
  );
  const row = rows[0];
  return row && { userId: row.user_id, email: row.email };
}
