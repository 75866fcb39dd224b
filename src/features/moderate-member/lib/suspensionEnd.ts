/** The lengths of a suspension a moderator picks from, in days (Discourse offers the same kind of choice). */
export const SUSPENSION_DAYS = [1, 3, 7, 30, 365] as const;

export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];

/** When a suspension of `days` days starting at `now` ends, as an ISO time. */
export function suspensionEnd(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
}

/** Whether a member is suspended at `now`: their suspension's end is still ahead. */
export function isSuspended(until: string | null | undefined, now: Date = new Date()): boolean {
  return Boolean(until) && new Date(until as string).getTime() > now.getTime();
}
