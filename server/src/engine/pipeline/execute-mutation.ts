// Step 4 for a mutation: its fields in order. The database fields between two actions run in one
// transaction (all of them when there is no action): an action is never inside a transaction, so its
// handler may call the engine back without waiting on this request, and what it does is not rolled back
// when a later field fails. As in Hasura, a failure answers with the error alone.
import { operationDirectives } from '../request/directives.ts';
import { GraphqlError } from '../errors.ts';
import { planMutation, type MutationPlan, type MutationStep } from '../request/plan-mutation.ts';
import { databaseError } from '../sql/errors.ts';
import { runMutations } from '../sql/mutation.ts';
import type { RequestContext } from './context.ts';
import { actionContext, runActionField } from './run-action.ts';
import type { ValidOperation } from './validate.ts';

type ActionStep = Extract<MutationStep, { kind: 'action' }>;

/** The `"alias":value` pairs of a `{"data":{...}}` text that runMutations built. */
function dataPairs(json: string): string {
  const prefix = '{"data":{';
  if (!json.startsWith(prefix) || !json.endsWith('}}')) throw new GraphqlError('unexpected', 'unexpected mutation result');
  return json.slice(prefix.length, -2);
}

/** Consecutive database mutation fields, then the action after them (if any). */
function segments(steps: MutationStep[]): { plans: MutationPlan[]; action?: ActionStep }[] {
  const result: { plans: MutationPlan[]; action?: ActionStep }[] = [{ plans: [] }];
  for (const step of steps) {
    const last = result[result.length - 1]!;
    if (step.kind !== 'action') last.plans.push(step);
    else {
      last.action = step;
      result.push({ plans: [] });
    }
  }
  return result;
}

export async function executeMutation(ctx: RequestContext, valid: ValidOperation, query: string): Promise<string> {
  const actions = actionContext(ctx, query);
  const { operation, fragments, variables } = valid;
  const steps = planMutation({ schema: ctx.role.schema, access: ctx.role.access, operation, fragments, variables });
  // As Hasura, the mutation's own directives once its fields are parsed, before anything runs (@cached is refused).
  operationDirectives(operation, { schema: ctx.role.schema, variables: variables.values, variableTypes: variables.types });
  const pairs: string[] = [];
  for (const segment of segments(steps)) {
    if (segment.plans.length > 0) {
      const { timeoutMs } = ctx;
      const { json, written } = await ctx.runtime.db
        .transaction((tx) => runMutations(segment.plans, { tx, session: ctx.session, access: ctx.role.access }), { timeoutMs })
        .catch((error: unknown) => {
          throw databaseError(error, timeoutMs);
        });
      // Nothing changed (every field matched 0 rows): no listener hears of it.
      if (written.size > 0) ctx.runtime.written(written);
      pairs.push(dataPairs(json));
    }
    if (segment.action) pairs.push(`${JSON.stringify(segment.action.alias)}:${await runActionField(segment.action.plan, actions)}`);
  }
  return `{"data":{${pairs.filter((pair) => pair !== '').join(',')}}}`;
}
