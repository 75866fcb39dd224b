// The input and output types of a role's mutations on one table: the insert input (with nested
// relationship inserts), on_conflict, the update operators' inputs (_set, _inc, jsonb), the primary key
// input and the mutation response. Columns and presence come from the role's access (permissions/).
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
} from 'graphql';
import type { TableAccess } from '../permissions/index.ts';
import { reads } from './input-scalars.ts';
import type { FieldMeaning } from './field-meaning.ts';
import type { ColumnInfo, RelationshipInfo, TableInfo } from '../model/model.ts';
import { isNumericScalar } from '../model/scalars.ts';
import { listOf, nonNull, type SchemaKit } from './schema-kit.ts';
import type { SelectTypes } from './select-types.ts';

export class MutationTypes {
  constructor(
    private readonly kit: SchemaKit,
    private readonly types: SelectTypes,
  ) {}

  /** The role's access to a table, whether or not it may select it. */
  accessTo(table: TableInfo): TableAccess {
    return this.kit.access.tables.get(table.key)!;
  }

  private tableOf(key: string): TableInfo {
    return this.kit.access.tables.get(key)!.table;
  }

  /** The columns an insert or update of the role may give. */
  private writable(table: TableInfo, kind: 'insert' | 'update'): ColumnInfo[] {
    return this.accessTo(table)[kind]?.columns ?? [];
  }

  /** A column's input: its scalar, or its enum when it refers to an enum table. */
  private scalarInputType(column: ColumnInfo): GraphQLInputType {
    return this.types.columnType(column);
  }

  private constraintEnum(table: TableInfo): GraphQLEnumType | null {
    if (table.uniqueConstraints.length === 0) return null;
    const name = `${table.typeName}_constraint`;
    return this.kit.memo(
      name,
      () =>
        new GraphQLEnumType({
          name,
          description: `unique or primary key constraints on table "${table.name}"`,
          values: Object.fromEntries(table.uniqueConstraints.map((c) => [c.name, { value: c.name }])),
        }),
    );
  }

  private updateColumnEnum(table: TableInfo): GraphQLEnumType {
    const name = `${table.typeName}_update_column`;
    return this.kit.memo(name, () => {
      const columns = this.writable(table, 'update');
      if (columns.length > 0) {
        const values = Object.fromEntries(columns.map((c) => [c.field, { value: c.name }]));
        return new GraphQLEnumType({ name, description: `update columns of table "${table.name}"`, values });
      }
      // GraphQL enums need a value: with nothing to update, Hasura's placeholder keeps `update_columns: []` (DO
      // NOTHING) possible; the planner refuses the placeholder itself (Hasura's updateColumnsPlaceholderParser).
      return new GraphQLEnumType({
        name,
        description: `placeholder for update columns of table "${table.name}" (current role has no relevant permissions)`,
        values: { _PLACEHOLDER: { value: null, description: 'placeholder (do not use)' } },
      });
    });
  }

  /** The upsert condition: whenever the table has a unique key, even for a role that may update nothing (DO NOTHING). */
  onConflict(key: string): GraphQLInputObjectType | null {
    const table = this.kit.access.tables.get(key)!.table;
    const constraint = this.constraintEnum(table);
    if (!constraint) return null;
    const name = `${table.typeName}_on_conflict`;
    return this.kit.memo(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          description: `on_conflict condition type for table "${table.name}"`,
          fields: () => ({
            constraint: { type: nonNull(constraint) },
            update_columns: { type: nonNull(listOf(this.updateColumnEnum(table))), defaultValue: [] },
            ...(this.kit.access.select.has(key) ? { where: { type: this.types.boolExp(key) } } : {}),
          }),
        }),
    );
  }

  insertInput(key: string): GraphQLInputObjectType {
    const table = this.tableOf(key);
    const name = `${table.typeName}_insert_input`;
    return this.kit.memo(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          description: `input type for inserting data into table "${table.name}"`,
          fields: () => {
            const fields: GraphQLInputFieldConfigMap = {};
            for (const column of this.writable(table, 'insert')) {
              fields[column.field] = { type: this.scalarInputType(column), extensions: reads('column') };
            }
            for (const relationship of table.relationships) {
              const target = this.tableOf(relationship.target);
              if (!this.accessTo(target).insert) continue;
              const wrapper = this.relationshipInsertInput(relationship);
              fields[relationship.name] = { type: wrapper };
            }
            return fields;
          },
        }),
    );
  }

  private relationshipInsertInput(relationship: RelationshipInfo): GraphQLInputObjectType {
    const target = this.tableOf(relationship.target);
    const name = `${target.typeName}_${relationship.kind === 'object' ? 'obj' : 'arr'}_rel_insert_input`;
    return this.kit.memo(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          description: `input type for inserting ${relationship.kind} relation for remote table "${target.name}"`,
          fields: () => {
            const data = this.insertInput(target.key);
            const onConflict = this.onConflict(target.key);
            return {
              data: { type: relationship.kind === 'object' ? nonNull(data) : nonNull(listOf(data)) },
              ...(onConflict ? { on_conflict: { type: onConflict, description: 'upsert condition' } } : {}),
            };
          },
        }),
    );
  }

  private setInput(table: TableInfo): GraphQLInputObjectType | null {
    const columns = this.writable(table, 'update');
    if (columns.length === 0) return null;
    const name = `${table.typeName}_set_input`;
    return this.kit.memo(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          description: `input type for updating data in table "${table.name}"`,
          fields: Object.fromEntries(columns.map((c) => [c.field, { type: this.scalarInputType(c), extensions: reads('column') }])),
        }),
    );
  }

  private incInput(table: TableInfo): GraphQLInputObjectType | null {
    const columns = this.writable(table, 'update').filter((c) => !c.type.isArray && isNumericScalar(c.scalar));
    if (columns.length === 0) return null;
    const name = `${table.typeName}_inc_input`;
    return this.kit.memo(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          description: `input type for incrementing numeric columns in table "${table.name}"`,
          fields: Object.fromEntries(columns.map((c) => [c.field, { type: this.kit.scalar(c.scalar), extensions: reads('column') }])),
        }),
    );
  }

  // Hasura's jsonb update operators, each an input object of the jsonb columns.
  private jsonbInputs(table: TableInfo): GraphQLFieldConfigArgumentMap {
    const columns = this.writable(table, 'update').filter((c) => c.scalar === 'jsonb' && !c.type.isArray);
    if (columns.length === 0) return {};
    const operand: Record<string, GraphQLInputType> = {
      _append: this.kit.scalar('jsonb'),
      _prepend: this.kit.scalar('jsonb'),
      _delete_key: GraphQLString,
      _delete_elem: GraphQLInt,
      _delete_at_path: listOf(GraphQLString),
    };
    return Object.fromEntries(
      Object.entries(operand).map(([op, type]) => {
        const name = `${table.typeName}${op}_input`;
        const input = this.kit.memo(
          name,
          () =>
            new GraphQLInputObjectType({
              name,
              fields: Object.fromEntries(columns.map((c) => [c.field, { type }])),
            }),
        );
        return [op, { type: input }];
      }),
    );
  }

  updateArgs(table: TableInfo): GraphQLFieldConfigArgumentMap {
    const set = this.setInput(table);
    const inc = this.incInput(table);
    return {
      ...(inc ? { _inc: { type: inc, description: 'increments the numeric columns with given value of the filtered values' } } : {}),
      ...(set ? { _set: { type: set, description: 'sets the columns of the filtered rows to the given values' } } : {}),
      ...this.jsonbInputs(table),
    };
  }

  mutationResponse(table: TableInfo): GraphQLObjectType {
    const name = `${table.typeName}_mutation_response`;
    return this.kit.memo(
      name,
      () =>
        new GraphQLObjectType({
          name,
          description: `response of any mutation on the table "${table.name}"`,
          fields: () => ({
            affected_rows: {
              type: nonNull(GraphQLInt),
              description: 'number of rows affected by the mutation',
              extensions: { hasura: { kind: 'affected_rows' } satisfies FieldMeaning },
            },
            ...(this.types.hasRows(table.key)
              ? {
                  returning: {
                    type: nonNull(listOf(this.types.objectType(table.key))),
                    description: 'data from the rows affected by the mutation',
                    extensions: { hasura: { kind: 'returning' } satisfies FieldMeaning },
                  },
                }
              : {}),
          }),
        }),
    );
  }

  pkArgs(table: TableInfo): GraphQLFieldConfigArgumentMap | null {
    if (!table.primaryKey) return null;
    return Object.fromEntries(
      table.primaryKey.map((name) => {
        const column = table.columnsByName.get(name)!;
        return [column.field, { type: nonNull(this.scalarInputType(column)), extensions: reads('column') }];
      }),
    );
  }
}
