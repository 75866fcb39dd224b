import { ActionFailure, requireAdmin, type ActionHandler } from '../actions.ts';
import { articleAnalytics, contentTotals, dailyAnalytics, DAYS_RANGE } from './analytics.ts';

export {
  articleAnalytics,
  contentTotals,
  dailyAnalytics,
  type ArticleAnalytics,
  type ContentTotals,
  type DailyAnalytics,
} from './analytics.ts';

/** The `days` argument: 30 when absent, else a whole number from 1 to 365. */
export function readDays(value: unknown): number {
  if (value === undefined || value === null) return DAYS_RANGE.default;
  if (!Number.isInteger(value) || (value as number) < DAYS_RANGE.min || (value as number) > DAYS_RANGE.max) {
    throw new ActionFailure(
      'invalid-days',
      `days must be a whole number from ${DAYS_RANGE.min} to ${DAYS_RANGE.max} (it was ${JSON.stringify(value)}).`,
    );
  }
  return value as number;
}

const ADMINS_ONLY = 'Analytics are for site admins; sign in with an admin account.';

export const analyticsActions: Record<string, ActionHandler> = {
  articleAnalytics: async ({ db, session }) => {
    requireAdmin(session, ADMINS_ONLY);
    return articleAnalytics(db);
  },
  contentTotals: async ({ db, session }) => {
    requireAdmin(session, ADMINS_ONLY);
    return contentTotals(db);
  },
  dailyAnalytics: async ({ db, session, input }) => {
    requireAdmin(session, ADMINS_ONLY);
    return dailyAnalytics(db, readDays(input.days));
  },
};
