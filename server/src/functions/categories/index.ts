import { ROLES } from '../../../../src/shared/config/roles.ts';
import { ActionFailure, type ActionContext, type ActionHandler } from '../actions.ts';
import { resetWeb3Categories } from './reset-web3-categories.ts';
import { readWeb3Categories } from './seed-categories.ts';

const ADMIN_ROLES = new Set<string>([ROLES.siteAdmin, ROLES.admin]);

// The metadata lets only site_admin call the action; this guards a call that reaches the handler another way.
function requireAdmin(session: ActionContext['session']): void {
  if (!ADMIN_ROLES.has(session['x-hasura-role'] ?? '')) {
    throw new ActionFailure('access-denied', 'Resetting the categories is for site admins; sign in with an admin account.');
  }
}

/** The `dryRun` argument: false when absent. */
function readDryRun(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new ActionFailure('invalid-input', 'dryRun must be true or false.');
  return value;
}

export const categoryActions: Record<string, ActionHandler> = {
  resetWeb3Categories: async ({ db, session, input }) => {
    requireAdmin(session);
    const dryRun = readDryRun(input.dryRun);
    return resetWeb3Categories(db, await readWeb3Categories(), { dryRun });
  },
};
