import { ActionFailure, requireAdmin, type ActionHandler } from '../actions.ts';
import { resetWeb3Categories } from './reset-web3-categories.ts';
import { readWeb3Categories } from './seed-categories.ts';

/** The `dryRun` argument: false when absent. */
function readDryRun(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new ActionFailure('invalid-input', 'dryRun must be true or false.');
  return value;
}

export const categoryActions: Record<string, ActionHandler> = {
  resetWeb3Categories: async ({ db, session, input }) => {
    requireAdmin(session, 'Resetting the categories is for site admins; sign in with an admin account.');
    const dryRun = readDryRun(input.dryRun);
    return resetWeb3Categories(db, await readWeb3Categories(), { dryRun });
  },
};
