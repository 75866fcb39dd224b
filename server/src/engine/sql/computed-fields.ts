// A computed field in SQL: its function's call on a row, as Hasura writes it (`"public"."full_name"(_1)`), the row by
// its alias and the rest as any function's call (function-source.ts).
import { bindFunctionArguments, type FunctionArgs } from '../request/function-call.ts';
import type { ComputedFieldInfo } from '../model/model.ts';
import type { SqlBuilder, SqlScope } from './builder.ts';
import { functionSourceSql } from './function-source.ts';

/**
 * The call of a computed field's function on the row of `scope`: with the request's `args` bound by the planner, or
 * (in `where`, `order_by` and permission rules, where only functions without inputs may go) the row and session alone.
 */
export function computedFieldCall(field: ComputedFieldInfo, args: FunctionArgs | undefined, scope: SqlScope, builder: SqlBuilder): string {
  const call = args ?? bindFunctionArguments(field.arguments, undefined, '$');
  return functionSourceSql({ sqlFunction: field.sqlFunction, args: call }, builder, scope.alias);
}
