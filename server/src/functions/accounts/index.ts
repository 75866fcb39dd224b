// eraseAccounts (the hourly erase_accounts cron trigger, no action): erases the accounts whose deletion grace has
// ended (server/src/auth/account-deletion.ts), a bounded number per run, each step in its own transaction.
import { eraseDueAccounts } from '../../auth/index.ts';
import type { ActionContext, ActionHandler } from '../actions.ts';

export async function eraseAccounts({ db }: ActionContext): Promise<{ erased: number }> {
  return eraseDueAccounts(db);
}

export const accountActions: Record<string, ActionHandler> = { eraseAccounts };
