// mutation_root of a role's schema, per table as Hasura builds it: insert_<table> (and _one when the role
// may select the table), update_<table>, _by_pk and _many, delete_<table> and _by_pk (both need select too).
// A view gets only the fields PostgreSQL can run on it (Hasura's `isMutable viIsInsertable` and the like). Then the
// functions exposed as mutations (function-fields.ts).
import { GraphQLInputObjectType, GraphQLList, type GraphQLFieldConfig } from 'graphql';
import type { FieldMeaning } from './field-meaning.ts';
import { functionRootFields } from './function-fields.ts';
import type { MutationTypes } from './mutation-types.ts';
import { listOf, nonNull, type SchemaKit } from './schema-kit.ts';
import type { SelectTypes } from './select-types.ts';

/** The table and function mutation fields of mutation_root (actions are added by the schema builder). */
export function mutationRootFields(
  kit: SchemaKit,
  types: SelectTypes,
  mutations: MutationTypes,
): Record<string, GraphQLFieldConfig<unknown, unknown>> {
  const fields: Record<string, GraphQLFieldConfig<unknown, unknown>> = {};
  for (const permissions of kit.access.tables.values()) {
    const { table } = permissions;
    const key = table.key;
    const canSelect = kit.access.select.has(key);
    // The `_one` and `_by_pk` fields answer a row: only when the role sees a field of one (permissions/ rowFields).
    const rows = types.hasRows(key);
    if (permissions.insert && table.mutable.insert) {
      const onConflict = mutations.onConflict(key);
      fields[table.rootFields.insert] = {
        type: mutations.mutationResponse(table),
        description: `insert data into the table: "${table.name}"`,
        args: {
          objects: { type: nonNull(listOf(mutations.insertInput(key))) },
          ...(onConflict ? { on_conflict: { type: onConflict } } : {}),
        },
        extensions: { hasura: { kind: 'insert', table: key, one: false } satisfies FieldMeaning },
      };
      if (rows) {
        fields[table.rootFields.insertOne] = {
          type: types.objectType(key),
          description: `insert a single row into the table: "${table.name}"`,
          args: { object: { type: nonNull(mutations.insertInput(key)) }, ...(onConflict ? { on_conflict: { type: onConflict } } : {}) },
          extensions: { hasura: { kind: 'insert', table: key, one: true } satisfies FieldMeaning },
        };
      }
    }
    if (permissions.update && canSelect && table.mutable.update) {
      const args = mutations.updateArgs(table);
      fields[table.rootFields.update] = {
        type: mutations.mutationResponse(table),
        description: `update data of the table: "${table.name}"`,
        args: { ...args, where: { type: nonNull(types.boolExp(key)) } },
        extensions: { hasura: { kind: 'update', table: key, variant: 'where' } satisfies FieldMeaning },
      };
      const pk = mutations.pkArgs(table);
      if (pk && rows) {
        const pkInput = kit.memo(
          `${table.typeName}_pk_columns_input`,
          () =>
            new GraphQLInputObjectType({
              name: `${table.typeName}_pk_columns_input`,
              description: `primary key columns input for table: ${table.name}`,
              fields: Object.fromEntries(
                Object.entries(pk).map(([field, config]) => [field, { type: config.type, extensions: config.extensions }]),
              ),
            }),
        );
        fields[table.rootFields.updateByPk] = {
          type: types.objectType(key),
          description: `update single row of the table: "${table.name}"`,
          args: { ...args, pk_columns: { type: nonNull(pkInput) } },
          extensions: { hasura: { kind: 'update', table: key, variant: 'by_pk' } satisfies FieldMeaning },
        };
      }
      const updates = kit.memo(
        `${table.typeName}_updates`,
        () =>
          new GraphQLInputObjectType({
            name: `${table.typeName}_updates`,
            fields: () => ({
              ...Object.fromEntries(Object.entries(args).map(([n, c]) => [n, { type: c.type }])),
              where: { type: nonNull(types.boolExp(key)) },
            }),
          }),
      );
      fields[table.rootFields.updateMany] = {
        type: new GraphQLList(mutations.mutationResponse(table)),
        description: `update multiples rows of table: "${table.name}"`,
        args: { updates: { type: nonNull(listOf(updates)) } },
        extensions: { hasura: { kind: 'update', table: key, variant: 'many' } satisfies FieldMeaning },
      };
    }
    if (permissions.delete && canSelect && table.mutable.delete) {
      fields[table.rootFields.delete] = {
        type: mutations.mutationResponse(table),
        description: `delete data from the table: "${table.name}"`,
        args: { where: { type: nonNull(types.boolExp(key)) } },
        extensions: { hasura: { kind: 'delete', table: key, byPk: false } satisfies FieldMeaning },
      };
      const pk = mutations.pkArgs(table);
      if (pk && rows) {
        fields[table.rootFields.deleteByPk] = {
          type: types.objectType(key),
          description: `delete single row from the table: "${table.name}"`,
          args: pk,
          extensions: { hasura: { kind: 'delete', table: key, byPk: true } satisfies FieldMeaning },
        };
      }
    }
  }
  return { ...fields, ...functionRootFields(kit, types, 'mutation') };
}
