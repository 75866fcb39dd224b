// Step 4 for a query that is not one cached statement (actions or introspection among its fields): each
// root field runs on its own, table reads as one statement each, introspection through graphql-js.
import { execute as executeGraphql, Kind, type DocumentNode } from 'graphql';
// Introspection answers in Hasura's order (types, fields, enum values... sorted by name).
import './introspection-order.ts';
import { GraphqlError } from '../errors.ts';
import type { RootPlan } from '../request/plan-types.ts';
import { compileRoot } from '../sql/compile.ts';
import type { RequestContext } from './context.ts';
import { actionContext, runActionField } from './run-action.ts';
import { capOutput, runRow } from './statements.ts';
import type { ValidOperation } from './validate.ts';

export async function executeQuery(plans: RootPlan[], ctx: RequestContext, valid: ValidOperation, query: string): Promise<string> {
  const { document, operation } = valid;
  const actions = actionContext(ctx, query);
  const compiled = plans.map((plan) => {
    const statement = compileRoot(plan, ctx.session, ctx.role.access);
    return statement && capOutput(statement, ['root'], ctx.runtime.limits.maxResponseBytes);
  });
  const results = await Promise.all(
    plans.map(async (plan, index): Promise<string> => {
      const statement = compiled[index];
      if (statement) return (await runRow(ctx, statement)).root ?? 'null';
      switch (plan.kind) {
        case 'typename':
          return JSON.stringify(plan.value);
        case 'constant':
          return JSON.stringify(plan.value);
        case 'action':
          return runActionField(plan.plan, actions);
        case 'introspection': {
          const single: DocumentNode = {
            kind: Kind.DOCUMENT,
            definitions: [
              { ...operation, selectionSet: { kind: Kind.SELECTION_SET, selections: [plan.field] } },
              ...document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION),
            ],
          };
          const result = await executeGraphql({ schema: ctx.role.schema, document: single, variableValues: valid.variables.values });
          if (result.errors?.length) throw new GraphqlError('validation-failed', result.errors[0]!.message, `$.selectionSet.${plan.alias}`);
          return JSON.stringify(result.data?.[plan.alias] ?? null);
        }
        default:
          return 'null';
      }
    }),
  );
  return `{"data":{${plans.map((plan, index) => `${JSON.stringify(plan.alias)}:${results[index]}`).join(',')}}}`;
}
