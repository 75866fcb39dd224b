// A SQL function's call (a tracked function's, a computed field's) from a request's `args`, bound as Hasura binds it (Backends/Postgres/Schema/Select.hs
// functionArgs): the arguments given (an explicit null counts) and the session's are passed by position as long as
// they come in the function's order; after the first one left out, the rest go by name, so only named arguments can
// follow a gap and only arguments with a default can be left out.
import type { FunctionArgumentInfo, FunctionInputInfo } from '../model/functions.ts';
import { GraphqlError } from '../errors.ts';

/** What one argument of a call is: a request's value, the session variables (json), or a computed field's row. */
export type FunctionArgValue = { kind: 'input'; input: FunctionInputInfo; value: unknown } | { kind: 'session' } | { kind: 'row' };

/** A call's arguments: by position first, then by name (`name => value`). */
export interface FunctionArgs {
  positional: FunctionArgValue[];
  named: [name: string, value: FunctionArgValue][];
}

function valueOf(argument: FunctionArgumentInfo, given: Record<string, unknown>): FunctionArgValue | undefined {
  if (argument.kind !== 'input') return { kind: argument.kind };
  return argument.input.field in given ? { kind: 'input', input: argument.input, value: given[argument.input.field] } : undefined;
}

/**
 * The call of a function taking `argumentInfos` (the row's, the session's and inputs) for the request's `args` object (`given`,
 * absent when the field has none); `path` is the field's, and a refusal is Hasura's `not-supported` at its `args`.
 */
export function bindFunctionArguments(
  argumentInfos: readonly FunctionArgumentInfo[],
  given: Record<string, unknown> | undefined,
  path: string,
): FunctionArgs {
  const values = given ?? {};
  const positional: FunctionArgValue[] = [];
  let index = 0;
  for (; index < argumentInfos.length; index += 1) {
    const value = valueOf(argumentInfos[index]!, values);
    if (value === undefined) break;
    positional.push(value);
  }
  const named: [string, FunctionArgValue][] = [];
  for (const argument of argumentInfos.slice(index)) {
    const value = valueOf(argument, values);
    const sqlName = argument.kind === 'input' ? argument.input.sqlName : argument.sqlName;
    if (value !== undefined) {
      if (sqlName === null)
        throw new GraphqlError('not-supported', 'Only last set of positional arguments can be omitted', `${path}.args.args`);
      named.push([sqlName, value]);
    } else if (argument.kind === 'input' && !argument.input.hasDefault) {
      throw new GraphqlError('not-supported', 'Non default arguments cannot be omitted', `${path}.args.args`);
    }
  }
  return { positional, named };
}
