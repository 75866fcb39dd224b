// Synchronous actions: a planned action field in, the JSON text of its value out (or Hasura's error).
import type { RequestHeaders } from '../../session/index.ts';
import type { ActionPlan } from '../request/plan-types.ts';
import { callHandler } from './call.ts';
import { answerJson, type AnswerContext } from './response.ts';

export { ActionError } from './errors.ts';

export interface ActionContext extends AnswerContext {
  /** The client's request headers (for actions that forward them). */
  headers: RequestHeaders;
  /** The request's GraphQL text, sent to the handler as `request_query`. */
  query: string;
}

/** Calls the action's handler and shapes its answer by the selection. */
export async function runAction(plan: ActionPlan, ctx: ActionContext): Promise<string> {
  const answer = await callHandler({
    action: plan.action,
    input: plan.input,
    session: ctx.session,
    headers: ctx.headers,
    query: ctx.query,
  });
  return answerJson(plan, answer, ctx);
}
