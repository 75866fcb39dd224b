// An action field within a request: its handler called with the request's session, headers and query,
// its relationships' statements under the request's deadline and counted.
import { runAction, type ActionContext } from '../actions/index.ts';
import type { ActionPlan } from '../request/plan-types.ts';
import { databaseError } from '../sql/errors.ts';
import type { RequestContext } from './context.ts';
import { withDeadline } from './statements.ts';

/** What the action runner needs of a request; `query` is the GraphQL text sent as `request_query`. */
export function actionContext(ctx: RequestContext, query: string): ActionContext {
  return {
    db: withDeadline(ctx.runtime.db, ctx.timeoutMs),
    session: ctx.session,
    access: ctx.role.access,
    headers: ctx.headers,
    query,
    onStatement: () => ctx.runtime.countStatement(),
  };
}

/** An action field's JSON text; a database error of its relationships is reported as Hasura reports one. */
export async function runActionField(plan: ActionPlan, actions: ActionContext): Promise<string> {
  try {
    return await runAction(plan, actions);
  } catch (error) {
    throw databaseError(error);
  }
}
