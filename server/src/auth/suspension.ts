// Whether a member is suspended now (moderation_actions `suspend`, migration 1795305603300_moderation). The auth
// service reads it with the account; /storage and the member-write actions ask here for each call, so the access
// token a member still holds after a suspension (at most its lifetime) uploads and writes nothing. One primary-key
// read per call; no cache, so a suspension or its lifting holds at once on every server instance.
import type { Queryable } from '../db/index.ts';

export interface Suspension {
  /** ISO time the suspension ends. */
  until: string;
  /** The moderator's reason, told to the member. */
  reason: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The member's suspension in force now, or null (also for an id that is no member's). */
export async function findSuspension(db: Queryable, userId: string): Promise<Suspension | null> {
  if (!UUID.test(userId)) return null;
  const { rows } = await db.query<Suspension>(
    `SELECT to_json(suspended_until) #>> '{}' AS until, suspension_reason AS reason
     FROM public.user_profiles WHERE id = $1 AND suspended_until > now()`,
    [userId],
  );
  return rows[0] ?? null;
}

/** The refusal's message, the same words as the auth service's `account-suspended`. */
export function suspendedMessage(suspension: Suspension): string {
  const why = suspension.reason ? ` Reason: ${suspension.reason}` : '';
  return `This account is suspended until ${suspension.until}.${why}`;
}
