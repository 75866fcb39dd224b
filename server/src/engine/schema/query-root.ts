// query_root and subscription_root of a role's schema: per table the role may select, `<table>`,
// `<table>_by_pk` and `<table>_aggregate` (as its query_root_fields / subscription_root_fields allow),
// `<table>_stream` on subscription_root, the query functions (function-fields.ts) and the query actions the role
// may call.
import { GraphQLInt, GraphQLList, GraphQLString, type GraphQLFieldConfig } from 'graphql';
import type { ActionSchema } from './action-types.ts';
import type { SelectAccess } from '../permissions/index.ts';
import { reads } from './input-scalars.ts';
import type { FieldMeaning } from './field-meaning.ts';
import { functionRootFields } from './function-fields.ts';
import { listOf, nonNull, type SchemaKit } from './schema-kit.ts';
import type { SelectTypes } from './select-types.ts';

type Fields = Record<string, GraphQLFieldConfig<unknown, unknown>>;
type RootOperation = 'query' | 'subscription';

/** Whether the permission gives the role this root field of the table (all of them when it lists none). */
function allowed(access: SelectAccess, operation: RootOperation, field: string): boolean {
  const list = operation === 'query' ? access.queryRootFields : access.subscriptionRootFields;
  return !list || list.includes(field);
}

function selectFields(kit: SchemaKit, types: SelectTypes, operation: RootOperation): Fields {
  const fields: Fields = {};
  for (const access of kit.access.select.values()) {
    const { table, columns, aggregations, rowFields } = access;
    const key = table.key;
    // Without a field to show of a row there is no row type (permissions/ rowFields): only aggregates remain.
    if (rowFields && allowed(access, operation, 'select')) {
      fields[table.rootFields.select] = {
        type: nonNull(listOf(types.objectType(key))),
        description: `fetch data from the table: "${table.name}"`,
        args: types.selectArgs(key),
        extensions: { hasura: { kind: 'select', table: key } satisfies FieldMeaning },
      };
    }
    if (aggregations && allowed(access, operation, 'select_aggregate')) {
      fields[table.rootFields.selectAggregate] = {
        type: nonNull(types.aggregateType(key)),
        description: `fetch aggregated fields from the table: "${table.name}"`,
        args: types.selectArgs(key),
        extensions: { hasura: { kind: 'select_aggregate', table: key } satisfies FieldMeaning },
      };
    }
    const pk = table.primaryKey;
    if (pk && pk.every((name) => columns.some((c) => c.name === name)) && allowed(access, operation, 'select_by_pk')) {
      fields[table.rootFields.selectByPk] = {
        type: types.objectType(key),
        description: `fetch data from the table: "${table.name}" using primary key columns`,
        args: Object.fromEntries(
          pk.map((name) => {
            const column = table.columnsByName.get(name)!;
            return [column.field, { type: nonNull(types.columnType(column)), extensions: reads('column') }];
          }),
        ),
        extensions: { hasura: { kind: 'select_by_pk', table: key } satisfies FieldMeaning },
      };
    }
  }
  return fields;
}

function streamFields(kit: SchemaKit, types: SelectTypes): Fields {
  const fields: Fields = {};
  for (const access of kit.access.select.values()) {
    const cursor = types.streamCursorInput(access.table.key);
    if (!access.rowFields || !cursor || !allowed(access, 'subscription', 'select_stream')) continue;
    const { table } = access;
    fields[table.rootFields.selectStream] = {
      type: nonNull(listOf(types.objectType(table.key))),
      description: `fetch data from the table in a streaming manner: "${table.name}"`,
      args: {
        batch_size: {
          type: nonNull(GraphQLInt),
          description: 'maximum number of rows returned in a single batch',
          extensions: reads('nonNegativeInt'),
        },
        cursor: {
          type: nonNull(new GraphQLList(cursor)),
          description: 'cursor to stream the results returned by the query',
        },
        where: { type: types.boolExp(table.key), description: 'filter the rows returned' },
      },
      extensions: { hasura: { kind: 'select_stream', table: table.key } satisfies FieldMeaning },
    };
  }
  return fields;
}

/** The fields of query_root; Hasura's placeholder when the role has none. */
export function queryRootFields(kit: SchemaKit, types: SelectTypes, actions: ActionSchema): Fields {
  const fields = { ...selectFields(kit, types, 'query'), ...functionRootFields(kit, types, 'query'), ...actions.rootFields('query') };
  if (Object.keys(fields).length === 0) {
    // GraphQL requires query_root to have a field.
    fields.no_queries_available = { type: nonNull(GraphQLString), extensions: { hasura: { kind: 'no_queries' } satisfies FieldMeaning } };
  }
  return fields;
}

/** The fields of subscription_root (none: the schema has no subscription_root). */
export function subscriptionRootFields(kit: SchemaKit, types: SelectTypes): Fields {
  return { ...selectFields(kit, types, 'subscription'), ...streamFields(kit, types), ...functionRootFields(kit, types, 'query') };
}
