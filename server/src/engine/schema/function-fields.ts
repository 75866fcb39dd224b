// The root fields of the tracked functions a role may call (permissions/ `functions`), as Hasura builds them
// (Backends/Postgres/Schema/Select.hs selectFunction, selectFunctionAggregate, customSQLFunctionArgs): `<fn>` with the
// rows (a list for SETOF, else one nullable row) of the table it returns, `<fn>_aggregate` where the role may aggregate
// that table (query functions only), both taking `args` (when the function takes arguments a request gives) and the
// table's select arguments. Query functions go on query_root and subscription_root, mutation ones on mutation_root.
import { GraphQLInputObjectType, type GraphQLFieldConfig, type GraphQLFieldConfigArgumentMap } from 'graphql';
import { reads } from './input-scalars.ts';
import type { FieldMeaning } from './field-meaning.ts';
import type { FunctionInfo } from '../model/functions.ts';
import { listOf, nonNull, type SchemaKit } from './schema-kit.ts';
import type { SelectTypes } from './select-types.ts';

type Fields = Record<string, GraphQLFieldConfig<unknown, unknown>>;

/**
 * `<fn>_args`: every argument a request gives, nullable (PostgreSQL arguments take null; Hasura refuses an omitted one
 * without a default when the query is parsed), those with a default first, as Hasura lists them.
 */
function argsType(kit: SchemaKit, fn: FunctionInfo): GraphQLInputObjectType {
  const name = fn.rootFields.args;
  return kit.memo(name, () => {
    const ordered = [...fn.inputs.filter((input) => input.hasDefault), ...fn.inputs.filter((input) => !input.hasDefault)];
    return new GraphQLInputObjectType({
      name,
      fields: () =>
        Object.fromEntries(ordered.map((input) => [input.field, { type: kit.scalar(input.scalar), extensions: reads('column') }])),
    });
  });
}

/** The field's arguments: `args` (described with the field's name) first, then the returned table's select arguments. */
function argumentsOf(kit: SchemaKit, types: SelectTypes, fn: FunctionInfo, field: string): GraphQLFieldConfigArgumentMap {
  const args: GraphQLFieldConfigArgumentMap =
    fn.inputs.length === 0 ? {} : { args: { type: nonNull(argsType(kit, fn)), description: `input parameters for function "${field}"` } };
  return { ...args, ...types.selectArgs(fn.returns) };
}

/** The function fields of one root: query_root and subscription_root get the query functions, mutation_root the others. */
export function functionRootFields(kit: SchemaKit, types: SelectTypes, root: 'query' | 'mutation'): Fields {
  const fields: Fields = {};
  for (const fn of kit.access.functions.values()) {
    // Hasura builds neither field without a row type of the table to select through (permissions/ rowFields).
    if (fn.exposedAs !== root || !types.hasRows(fn.returns)) continue;
    const row = types.objectType(fn.returns);
    fields[fn.rootFields.function] = {
      type: fn.returnsSet ? nonNull(listOf(row)) : row,
      description: fn.descriptions.function,
      args: argumentsOf(kit, types, fn, fn.rootFields.function),
      extensions: { hasura: { kind: 'function', function: fn, aggregate: false } satisfies FieldMeaning },
    };
    if (root === 'query' && kit.selectable(fn.returns).aggregations) {
      fields[fn.rootFields.aggregate] = {
        type: nonNull(types.aggregateType(fn.returns)),
        description: fn.descriptions.aggregate,
        args: argumentsOf(kit, types, fn, fn.rootFields.aggregate),
        extensions: { hasura: { kind: 'function', function: fn, aggregate: true } satisfies FieldMeaning },
      };
    }
  }
  return fields;
}
