// The action handlers of hasura/metadata/actions.yaml, keyed by action name, and the routes that serve them.
import type { ActionHandler } from './actions.ts';
import { accountActions } from './accounts/index.ts';
import { analyticsActions } from './analytics/index.ts';
import { categoryActions } from './categories/index.ts';
import { eventActions } from './events/index.ts';
import { newsActions } from './news/index.ts';
import { searchActions } from './search/index.ts';

export { ActionFailure, registerActions, type ActionContext, type ActionHandler } from './actions.ts';

export const actionHandlers: Record<string, ActionHandler> = {
  ...newsActions,
  ...searchActions,
  ...analyticsActions,
  ...categoryActions,
  ...eventActions,
  ...accountActions,
};

/**
 * The actions that write for a member (the mutations `user` may call; a test keeps this in step with
 * hasura/metadata/actions.*): refused while the member is suspended.
 */
export const memberWriteActions: ReadonlySet<string> = new Set(['recordPageView', 'incrementNewsViews', 'incrementArticleViews']);

/** Of those, the ones that refuse a suspended member in their own statement (functions/news/views.ts). */
export const suspensionInStatementActions: ReadonlySet<string> = new Set(['incrementNewsViews', 'incrementArticleViews']);
