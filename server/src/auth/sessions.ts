// A member's sessions (issue 32): one auth.sessions row per refresh-token family, with the device (from the
// User-Agent), the address and when it was last used; the profile lists them and ends one or all the others by
// revoking their families (the next refresh of an ended session is refused as any revoked token is).
import type { Queryable } from '../db/index.ts';

/** Who a session is used from, as recorded at sign-in and each refresh. */
export interface SessionClient {
  /** The User-Agent header (summarised by describeDevice). */
  userAgent?: string | undefined;
  /** The client's IP address. */
  address?: string | undefined;
  /** The sign-in gave a second factor (TOTP or a recovery code). */
  secondFactor?: boolean;
}

export interface SessionInfo {
  id: string;
  device: string | null;
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bFirefox\/(\d+)|\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/\bcurl\/(\d+)/, 'curl'],
  [/\bnode(?:-fetch)?\b|\bundici\b/i, 'Node.js'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** "Chrome 120 on macOS" from a User-Agent; null when there is none. A summary, never the raw header. */
export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.map(([pattern, name]) => {
    const found = pattern.exec(userAgent);
    if (!found) return undefined;
    const version = found.slice(1).find((part) => part !== undefined);
    return version ? `${name} ${version}` : name;
  }).find((name) => name !== undefined);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const described = [browser, system].filter(Boolean).join(' on ');
  return (described || userAgent.replace(/[^\x20-\x7e]/g, '').slice(0, 40) || 'unknown').slice(0, 100);
}

const shortAddress = (address: string | undefined) => (address ? address.slice(0, 64) : null);

export async function recordSessionStart(
  db: Queryable,
  { id, userId, userAgent, address, secondFactor }: SessionClient & { id: string; userId: string },
) {
  await db.query(
    `INSERT INTO auth.sessions (id, user_id, device, address, second_factor) VALUES ($1, $2, $3, $4, $5)`,
    [id, userId, describeDevice(userAgent), shortAddress(address), secondFactor ?? false],
    { name: 'auth_insert_session' },
  );
}

/** A refresh: the family's last use (and address, device when told); a family older than auth.sessions gets its row. */
export async function recordSessionSeen(db: Queryable, familyId: string, userId: string, { userAgent, address }: SessionClient) {
  await db.query(
    `INSERT INTO auth.sessions (id, user_id, device, address) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET last_seen_at = now(),
       device = coalesce(excluded.device, auth.sessions.device), address = coalesce(excluded.address, auth.sessions.address)`,
    [familyId, userId, describeDevice(userAgent), shortAddress(address)],
    { name: 'auth_session_seen' },
  );
}

/** Whether the session (family) gave a second factor at sign-in (or confirmed 2FA since). */
export async function sessionHasSecondFactor(db: Queryable, familyId: string): Promise<boolean> {
  const { rows } = await db.query<{ second_factor: boolean }>('SELECT second_factor FROM auth.sessions WHERE id = $1', [familyId]);
  return rows[0]?.second_factor ?? false;
}

/** The family of a refresh token (hashed as refresh-tokens.ts stores it), live or not; undefined if unknown. */
export async function familyOfTokenHash(db: Queryable, tokenHash: string): Promise<{ familyId: string; userId: string } | undefined> {
  const { rows } = await db.query<{ family_id: string; user_id: string }>(
    'SELECT family_id, user_id FROM auth.refresh_tokens WHERE token_hash = $1',
    [tokenHash],
  );
  return rows[0] && { familyId: rows[0].family_id, userId: rows[0].user_id };
}

/** The member's live sessions (a family with an unrevoked, unexpired token), most recently used first. */
export async function listSessions(db: Queryable, userId: string, currentFamilyId: string | undefined): Promise<SessionInfo[]> {
  const { rows } = await db.query<{ id: string; device: string | null; address: string | null; created_at: Date; last_seen_at: Date }>(
    `SELECT s.id, s.device, s.address, s.created_at, s.last_seen_at FROM auth.sessions s
     WHERE s.user_id = $1 AND EXISTS (
       SELECT 1 FROM auth.refresh_tokens t WHERE t.family_id = s.id AND t.revoked_at IS NULL AND t.expires_at > now())
     ORDER BY s.last_seen_at DESC, s.id`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    address: row.address,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    current: row.id === currentFamilyId,
  }));
}

/** Ends the member's session `id`, or every session but `keep` when `id` is undefined; returns how many ended. */
export async function endSessions(db: Queryable, userId: string, { id, keep }: { id?: string; keep?: string }): Promise<number> {
  const { rows } = await db.query<{ family_id: string }>(
    `UPDATE auth.refresh_tokens SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR family_id = $2) AND ($3::uuid IS NULL OR family_id <> $3)
     RETURNING family_id`,
    [userId, id ?? null, keep ?? null],
  );
  return new Set(rows.map((row) => row.family_id)).size;
}
