// Whether a member is suspended now (moderation_actions `suspend`, migration 1795305603300_moderation). The auth
// service reads it with the account; /storage and the member-write actions ask here for each call (the view counters
// read it in their own statement: functions/news/views.ts), so the access token a member still holds after a
// suspension (at most its lifetime) uploads and writes nothing. One primary-key read per call; no cache, so a
// suspension or its lifting holds at once on every server instance.
import type { Queryable } from '../db/index.ts';
import { ROLES } from '#contract/roles.ts';

export interface Suspension {
  /** ISO time the suspension ends. */
  until: string;
  /** The moderator's reason, told to the member. */
  reason: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The member whose suspension refuses a call of `session` (Hasura's session variables, lower-cased names), or null:
 * the admin secret and site admins are never refused, nor a session without a member's id.
 */
export function suspensionSubject(session: Record<string, string>): string | null {
  const member = session['x-hasura-user-id'];
  if (member === undefined || SUSPENSION_EXEMPT_ROLES.has(session['x-hasura-role'] ?? '') || !UUID.test(member)) return null;
  return member;
}

const SUSPENSION_EXEMPT_ROLES = new Set<string>([ROLES.siteAdmin, ROLES.admin]);

/**
 * The statement reading the suspension in force now of the member `member` (a SQL expression of type uuid): no row,
 * or one row `(until, reason)`. For a statement that reads it itself (functions/news/views.ts).
 */
export const suspensionSql = (member: string): string =>
  `SELECT to_json(suspended_until) #>> '{}' AS until, suspension_reason AS reason
     FROM public.user_profiles WHERE id = ${member} AND suspended_until > now()`;

const FIND_SUSPENSION_SQL = suspensionSql('$1');

/** The member's suspension in force now, or null (also for an id that is no member's). */
export async function findSuspension(db: Queryable, userId: string): Promise<Suspension | null> {
  if (!UUID.test(userId)) return null;
  const { rows } = await db.query<Suspension>(FIND_SUSPENSION_SQL, [userId]);
  return rows[0] ?? null;
}

/** The refusal's message, the same words as the auth service's `account-suspended`. */
export function suspendedMessage(suspension: Suspension): string {
  const why = suspension.reason ? ` Reason: ${suspension.reason}` : '';
  return `This account is suspended until ${suspension.until}.${why}`;
}
