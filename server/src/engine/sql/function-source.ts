// A SQL function's call: `"schema"."fn"($1, "name" => $2)`, each value a parameter of its argument's type, the
// session argument the session variables as json (as Hasura passes them), a computed field's row argument the row's
// alias (`"public"."full_name"(_1)`). A tracked function's call is the FROM of a select.
import type { FunctionArgValue } from '../request/function-call.ts';
import type { FunctionSource } from '../request/plan-types.ts';
import { quoteIdent } from '../model/sql-names.ts';
import { valueSql, type SqlBuilder } from './builder.ts';

function argumentSql(value: FunctionArgValue, builder: SqlBuilder, row: string | undefined): string {
  if (value.kind === 'row') {
    if (row === undefined) throw new Error('a row argument outside of a computed field');
    return row;
  }
  if (value.kind === 'session') return builder.param(JSON.stringify(builder.session.variables), 'json');
  // An explicit null is typed, so the call is resolved to the function whatever its other arguments.
  if (value.value === null) return `NULL::${value.input.sqlType}`;
  return valueSql(builder, value.input, value.value);
}

/** The call, for a FROM clause or (with `row`, the alias of the row a computed field reads) an expression. */
export function functionSourceSql(source: FunctionSource, builder: SqlBuilder, row?: string): string {
  const args = [
    ...source.args.positional.map((value) => argumentSql(value, builder, row)),
    ...source.args.named.map(([name, value]) => `${quoteIdent(name)} => ${argumentSql(value, builder, row)}`),
  ];
  return `${source.sqlFunction}(${args.join(', ')})`;
}
