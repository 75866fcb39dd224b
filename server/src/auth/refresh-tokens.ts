// Opaque refresh tokens in auth.refresh_tokens, stored as SHA-256 hashes. A sign-in starts a family; each
// use rotates the token (the old row gets revoked_at and replaced_by); presenting a revoked token again means
// it was stolen or replayed, so the whole family is revoked and every holder must sign in again.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/index.ts';
import { recordSessionStart, recordSessionSeen, type SessionClient } from './sessions.ts';

export const REFRESH_TOKEN_TTL_DAYS = 30;
/**
 * A token rotated this recently may be exchanged again: a page reloaded (or a tab closed) while its refresh was
 * in flight never stored the new token, and must not be taken for a thief. Beyond it, or once the family is
 * signed out, presenting a rotated token revokes the family.
 */
export const ROTATION_GRACE_SECONDS = 30;

export type RotateResult =
  | { ok: true; userId: string; refreshToken: string; familyId: string }
  /** unknown: no such token; reused: a revoked token, family now revoked; expired; disabled: the account is. */
  | { ok: false; reason: 'unknown' | 'reused' | 'expired' | 'disabled' };

interface StoredToken {
  id: string;
  user_id: string;
  family_id: string;
  revoked: boolean;
  /** Replaced by rotation within the grace period: the id of its successor, else null. */
  rotated_to: string | null;
  expired: boolean;
  disabled: boolean;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function insertToken(db: Queryable, userId: string, familyId: string | null): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO auth.refresh_tokens (user_id, token_hash, family_id, expires_at)
     VALUES ($1, $2, coalesce($3::uuid, gen_random_uuid()), now() + make_interval(days => $4))
     RETURNING id`,
    [userId, hashToken(token), familyId, REFRESH_TOKEN_TTL_DAYS],
    { name: 'auth_insert_refresh_token' },
  );
  return { id: (rows[0] as { id: string }).id, token };
}

async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('UPDATE auth.refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId], {
    name: 'auth_revoke_family',
  });
}

/**
 * Starts a new family for a sign-in (and its auth.sessions row: device, address, whether a second factor was given)
 * and clears the user's expired rows; returns the token to hand out.
 */
export async function issueRefreshToken(db: Queryable, userId: string, client: SessionClient = {}): Promise<string> {
  await db.query('DELETE FROM auth.refresh_tokens WHERE user_id = $1 AND expires_at < now()', [userId], {
    name: 'auth_delete_expired_refresh_tokens',
  });
  const familyId = randomUUID();
  await recordSessionStart(db, { id: familyId, userId, ...client });
  return (await insertToken(db, userId, familyId)).token;
}

/**
 * The successor of a token rotated within the grace period, locked, when it is still unused and live: only then
 * may the old token be exchanged again (its answer was lost), and that exchange supersedes the successor.
 */
async function unusedSuccessor(tx: Queryable, stored: StoredToken): Promise<string | null> {
  if (!stored.rotated_to) return null;
  // A statement of its own (a fresh snapshot in READ COMMITTED), after the old token's row lock was granted.
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM auth.refresh_tokens WHERE id = $1 AND revoked_at IS NULL AND expires_at > now() FOR UPDATE',
    [stored.rotated_to],
  );
  return rows[0]?.id ?? null;
}

function refusal(stored: StoredToken, successor: string | null): RotateResult | undefined {
  if (stored.revoked && !successor) return { ok: false, reason: 'reused' };
  if (stored.expired) return { ok: false, reason: 'expired' };
  if (stored.disabled) return { ok: false, reason: 'disabled' };
  return undefined;
}

/**
 * Exchanges a refresh token for the next one of its family, in one transaction (the row is locked). A family has
 * at most one live token: a token exchanged again within the grace period (its successor still unused) gets a
 * new successor, and the one it had is superseded (rotated to the new one, so a tab whose cookie still holds it
 * within the grace is answered the same way); once a successor was used, the old token is a replay.
 */
export function rotateRefreshToken(db: Database, token: string, client: SessionClient = {}): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<StoredToken>(
      `SELECT t.id, t.user_id, t.family_id, t.revoked_at IS NOT NULL AS revoked, t.expires_at <= now() AS expired,
              CASE WHEN t.revoked_at > now() - make_interval(secs => $2) THEN t.replaced_by END AS rotated_to,
              u.disabled
       FROM auth.refresh_tokens t JOIN auth.users u ON u.id = t.user_id
       WHERE t.token_hash = $1
       FOR UPDATE OF t`,
      [hashToken(token), ROTATION_GRACE_SECONDS],
    );
    const stored = rows[0];
    if (!stored) return { ok: false, reason: 'unknown' };
    const successor = stored.revoked ? await unusedSuccessor(tx, stored) : null;
    const refused = refusal(stored, successor);
    // Committed with the refusal: a replayed, expired or disabled account's family is dead from now on.
    if (refused) {
      await revokeFamily(tx, stored.family_id);
      return refused;
    }
    const next = await insertToken(tx, stored.user_id, stored.family_id);
    if (successor) {
      // Every token the superseded successor replaced (this one, and earlier superseded ones) now leads to the new
      // token, keeping its first rotation time, so no grace ever grows; the successor is rotated to it now.
      await tx.query('UPDATE auth.refresh_tokens SET replaced_by = $2 WHERE family_id = $3 AND replaced_by = $1', [
        successor,
        next.id,
        stored.family_id,
      ]);
      await tx.query('UPDATE auth.refresh_tokens SET revoked_at = now(), replaced_by = $2 WHERE id = $1', [successor, next.id]);
    } else {
      await tx.query('UPDATE auth.refresh_tokens SET revoked_at = now(), replaced_by = $2 WHERE id = $1', [stored.id, next.id]);
    }
    await recordSessionSeen(tx, stored.family_id, stored.user_id, client);
    return { ok: true, userId: stored.user_id, refreshToken: next.token, familyId: stored.family_id };
  });
}

/** Sign-out: revokes the token's whole family and resolves its member; unknown tokens are ignored (null). */
export async function revokeRefreshToken(db: Database, token: string): Promise<string | null> {
  const { rows } = await db.query<{ family_id: string; user_id: string }>(
    'SELECT family_id, user_id FROM auth.refresh_tokens WHERE token_hash = $1',
    [hashToken(token)],
  );
  if (rows[0]) await revokeFamily(db, rows[0].family_id);
  return rows[0]?.user_id ?? null;
}
