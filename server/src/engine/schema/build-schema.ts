// One GraphQL schema per role, with Hasura's names: a role sees only the tables, columns, relationships
// and aggregates its select permissions allow. Every field carries what it means in `extensions.hasura`,
// which the planner reads instead of re-deriving it from names.
import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLOutputType,
  type ThunkObjMap,
} from 'graphql';
import type { Action } from '../metadata/types.ts';
import { ActionSchema, NO_ACTIONS, type ActionMetadata } from '../actions/schema.ts';
import type { ColumnInfo, Model, RelationshipInfo, ResolvedSelect, TableInfo } from './model.ts';
import { comparisonOperators, isComparableScalar, isNumericScalar, scalarRegistry } from './scalars.ts';

export const ADMIN_ROLE = 'admin';

/** What a field of the schema means, for the planner. */
export type FieldMeaning =
  | { kind: 'select'; table: string }
  | { kind: 'select_by_pk'; table: string }
  | { kind: 'select_aggregate'; table: string }
  | { kind: 'select_stream'; table: string }
  | { kind: 'column'; column: string }
  | { kind: 'object_relationship'; relationship: RelationshipInfo }
  | { kind: 'array_relationship'; relationship: RelationshipInfo }
  | { kind: 'array_aggregate'; relationship: RelationshipInfo }
  | { kind: 'aggregate_fields' }
  | { kind: 'nodes' }
  | { kind: 'count' }
  | { kind: 'aggregate_op'; op: AggregateOp }
  | { kind: 'aggregate_column'; column: string }
  | { kind: 'no_queries' }
  | { kind: 'insert'; table: string; one: boolean }
  | { kind: 'update'; table: string; variant: 'where' | 'by_pk' | 'many' }
  | { kind: 'delete'; table: string; byPk: boolean }
  | { kind: 'affected_rows' }
  | { kind: 'returning' }
  | { kind: 'action'; action: Action }
  /** A field of an action's output object, read from the handler's answer. */
  | { kind: 'action_field'; field: string }
  /** A relationship from an action's output object to a table (`field_mapping` as the mapping). */
  | { kind: 'action_relationship'; relationship: RelationshipInfo };

export type AggregateOp = 'sum' | 'avg' | 'max' | 'min' | 'stddev' | 'stddev_pop' | 'stddev_samp' | 'var_pop' | 'var_samp' | 'variance';
const STATISTICS: AggregateOp[] = ['avg', 'stddev', 'stddev_pop', 'stddev_samp', 'var_pop', 'var_samp', 'variance'];

/** What an input field of a bool_exp or order_by means. */
export type InputMeaning =
  | { kind: 'column'; column: string }
  | { kind: 'relationship'; relationship: RelationshipInfo }
  | { kind: 'relationship_aggregate'; relationship: RelationshipInfo }
  | { kind: 'aggregate_op'; op: AggregateOp | 'count' }
  | { kind: 'insert_relationship'; relationship: RelationshipInfo };

/** A role's view of one table. */
export interface TableAccess {
  table: TableInfo;
  select: ResolvedSelect | null;
  /** Columns the role may select, in table order. */
  columns: ColumnInfo[];
  relationships: RelationshipInfo[];
  aggregations: boolean;
}

/** What a role may read of each table (all of it for admin). */
export function tableAccess(model: Model, role: string): Map<string, TableAccess> {
  const access = new Map<string, TableAccess>();
  for (const table of model.tables.values()) {
    const select = role === ADMIN_ROLE ? null : table.permissions.get(role)?.select;
    if (role !== ADMIN_ROLE && !select) continue;
    access.set(table.key, {
      table,
      select: select ?? null,
      columns: table.columns.filter((column) => !select || select.columns.has(column.name)),
      relationships: [],
      aggregations: role === ADMIN_ROLE || select?.allow_aggregations === true,
    });
  }
  for (const entry of access.values()) {
    entry.relationships = entry.table.relationships.filter((relationship) => access.has(relationship.target));
  }
  return access;
}

const nonNull = <T extends GraphQLOutputType | GraphQLInputType>(type: T) => new GraphQLNonNull(type);
const listOf = <T extends GraphQLOutputType | GraphQLInputType>(type: T) => new GraphQLList(nonNull(type));

function columnOutputType(scalar: (name: string) => GraphQLOutputType & GraphQLInputType, column: ColumnInfo) {
  const base = scalar(column.scalar);
  return column.nullable ? base : nonNull(base);
}

class RoleSchemaBuilder {
  private readonly scalar = scalarRegistry();
  private readonly cache = new Map<string, unknown>();
  private readonly access: Map<string, TableAccess>;
  private readonly actions: ActionSchema;

  constructor(
    private readonly model: Model,
    private readonly role: string,
    private readonly backendOnly: boolean,
    actions: ActionMetadata,
  ) {
    this.access = tableAccess(model, role);
    this.actions = new ActionSchema({
      role,
      isAdmin: role === ADMIN_ROLE,
      access: this.access,
      scalar: (name) => this.scalar(name),
      memo: (name, make) => this.memo(name, make),
      tableObjectType: (key) => this.objectType(key),
      selectArgs: (key) => this.selectArgs(key),
    }, actions);
  }

  private memo<T>(name: string, make: () => T): T {
    if (!this.cache.has(name)) this.cache.set(name, make());
    return this.cache.get(name) as T;
  }

  private tableOf(key: string): TableAccess {
    return this.access.get(key)!;
  }

  orderByEnum(): GraphQLEnumType {
    return this.memo('order_by', () => new GraphQLEnumType({
      name: 'order_by',
      description: 'column ordering options',
      values: Object.fromEntries(
        ['asc', 'asc_nulls_first', 'asc_nulls_last', 'desc', 'desc_nulls_first', 'desc_nulls_last'].map((value) => [value, { value }]),
      ),
    }));
  }

  comparisonExp(scalarName: string, isArray: boolean): GraphQLInputObjectType {
    const name = `${scalarName}_comparison_exp`;
    return this.memo(name, () => new GraphQLInputObjectType({
      name,
      description: `Boolean expression to compare columns of type "${scalarName}". All fields are combined with logical 'AND'.`,
      fields: () => {
        const scalar = this.scalar(scalarName);
        const fields: GraphQLInputFieldConfigMap = {};
        if (isArray) {
          for (const op of ['_eq', '_neq', '_gt', '_gte', '_lt', '_lte', '_contains', '_contained_in']) fields[op] = { type: scalar };
          fields._in = { type: listOf(scalar) };
          fields._nin = { type: listOf(scalar) };
          fields._is_null = { type: GraphQLBoolean };
          return fields;
        }
        for (const op of comparisonOperators(scalarName)) {
          const operand =
            op.operand === 'Boolean' ? GraphQLBoolean
            : op.operand === 'String' ? GraphQLString
            : op.operand === 'String[]' ? listOf(GraphQLString)
            : op.operand === 'jsonb' ? this.scalar('jsonb')
            : scalar;
          fields[op.name] = { type: op.list ? listOf(operand) : operand };
        }
        return fields;
      },
    }));
  }

  boolExp(key: string): GraphQLInputObjectType {
    const { table } = this.tableOf(key);
    const name = `${table.typeName}_bool_exp`;
    return this.memo(name, () => {
      const type: GraphQLInputObjectType = new GraphQLInputObjectType({
        name,
        description: `Boolean expression to filter rows from the table "${table.name}". All fields are combined with a logical 'AND'.`,
        fields: () => {
          const access = this.tableOf(key);
          const fields: GraphQLInputFieldConfigMap = {
            _and: { type: listOf(type) },
            _not: { type },
            _or: { type: listOf(type) },
          };
          for (const column of access.columns) {
            fields[column.field] = {
              type: this.comparisonExp(column.scalar, column.type.isArray),
              extensions: { hasura: { kind: 'column', column: column.name } satisfies InputMeaning },
            };
          }
          for (const relationship of access.relationships) {
            fields[relationship.name] = {
              type: this.boolExp(relationship.target),
              extensions: { hasura: { kind: 'relationship', relationship } satisfies InputMeaning },
            };
          }
          return fields;
        },
      });
      return type;
    });
  }

  selectColumnEnum(key: string): GraphQLEnumType {
    const { table, columns } = this.tableOf(key);
    const name = `${table.typeName}_select_column`;
    return this.memo(name, () => new GraphQLEnumType({
      name,
      description: `select columns of table "${table.name}"`,
      values: Object.fromEntries(columns.map((column) => [column.field, { value: column.name, description: 'column name' }])),
    }));
  }

  private aggregateOrderBy(key: string): GraphQLInputObjectType {
    const { table, columns } = this.tableOf(key);
    const name = `${table.typeName}_aggregate_order_by`;
    return this.memo(name, () => new GraphQLInputObjectType({
      name,
      description: `order by aggregate values of table "${table.name}"`,
      fields: () => {
        const fields: GraphQLInputFieldConfigMap = {
          count: { type: this.orderByEnum(), extensions: { hasura: { kind: 'aggregate_op', op: 'count' } satisfies InputMeaning } },
        };
        for (const op of ['avg', 'max', 'min', 'stddev', 'stddev_pop', 'stddev_samp', 'sum', 'var_pop', 'var_samp', 'variance'] as AggregateOp[]) {
          const applicable = columns.filter((c) => !c.type.isArray && (op === 'max' || op === 'min' ? isComparableScalar(c.scalar) : isNumericScalar(c.scalar)));
          if (applicable.length === 0) continue;
          const opName = `${table.typeName}_${op}_order_by`;
          const opType = this.memo(opName, () => new GraphQLInputObjectType({
            name: opName,
            fields: Object.fromEntries(applicable.map((c) => [c.field, { type: this.orderByEnum(), extensions: { hasura: { kind: 'column', column: c.name } satisfies InputMeaning } }])),
          }));
          fields[op] = { type: opType, extensions: { hasura: { kind: 'aggregate_op', op } satisfies InputMeaning } };
        }
        return fields;
      },
    }));
  }

  orderBy(key: string): GraphQLInputObjectType {
    const { table } = this.tableOf(key);
    const name = `${table.typeName}_order_by`;
    return this.memo(name, () => new GraphQLInputObjectType({
      name,
      description: `Ordering options when selecting data from "${table.name}".`,
      fields: () => {
        const access = this.tableOf(key);
        const fields: GraphQLInputFieldConfigMap = {};
        for (const column of access.columns) {
          if (column.type.isArray) continue;
          fields[column.field] = { type: this.orderByEnum(), extensions: { hasura: { kind: 'column', column: column.name } satisfies InputMeaning } };
        }
        for (const relationship of access.relationships) {
          if (relationship.kind === 'object') {
            fields[relationship.name] = {
              type: this.orderBy(relationship.target),
              extensions: { hasura: { kind: 'relationship', relationship } satisfies InputMeaning },
            };
          } else if (this.tableOf(relationship.target).aggregations) {
            fields[`${relationship.name}_aggregate`] = {
              type: this.aggregateOrderBy(relationship.target),
              extensions: { hasura: { kind: 'relationship_aggregate', relationship } satisfies InputMeaning },
            };
          }
        }
        return fields;
      },
    }));
  }

  selectArgs(key: string): GraphQLFieldConfigArgumentMap {
    return {
      distinct_on: { type: listOf(this.selectColumnEnum(key)), description: 'distinct select on columns' },
      limit: { type: GraphQLInt, description: 'limit the number of rows returned' },
      offset: { type: GraphQLInt, description: 'skip the first n rows. Use only with order_by' },
      order_by: { type: listOf(this.orderBy(key)), description: 'sort the rows by one or more columns' },
      where: { type: this.boolExp(key), description: 'filter the rows returned' },
    };
  }

  objectType(key: string): GraphQLObjectType {
    const { table } = this.tableOf(key);
    return this.memo(`object:${table.typeName}`, () => new GraphQLObjectType({
      name: table.typeName,
      description: `columns and relationships of "${table.name}"`,
      fields: () => {
        const access = this.tableOf(key);
        const fields: ThunkObjMap<GraphQLFieldConfig<unknown, unknown>> = {};
        for (const column of access.columns) {
          fields[column.field] = {
            type: columnOutputType(this.scalar, column),
            extensions: { hasura: { kind: 'column', column: column.name } satisfies FieldMeaning },
          };
        }
        for (const relationship of access.relationships) {
          if (relationship.kind === 'object') {
            fields[relationship.name] = {
              type: this.objectType(relationship.target),
              description: 'An object relationship',
              extensions: { hasura: { kind: 'object_relationship', relationship } satisfies FieldMeaning },
            };
            continue;
          }
          fields[relationship.name] = {
            type: nonNull(listOf(this.objectType(relationship.target))),
            description: 'An array relationship',
            args: this.selectArgs(relationship.target),
            extensions: { hasura: { kind: 'array_relationship', relationship } satisfies FieldMeaning },
          };
          if (this.tableOf(relationship.target).aggregations) {
            fields[`${relationship.name}_aggregate`] = {
              type: nonNull(this.aggregateType(relationship.target)),
              description: 'An aggregate relationship',
              args: this.selectArgs(relationship.target),
              extensions: { hasura: { kind: 'array_aggregate', relationship } satisfies FieldMeaning },
            };
          }
        }
        return fields;
      },
    }));
  }

  private aggregateOpType(key: string, op: AggregateOp): GraphQLObjectType | null {
    const { table, columns } = this.tableOf(key);
    const applicable = columns.filter((c) => !c.type.isArray && (op === 'max' || op === 'min' ? isComparableScalar(c.scalar) : isNumericScalar(c.scalar)));
    if (applicable.length === 0) return null;
    const name = `${table.typeName}_${op}_fields`;
    return this.memo(name, () => new GraphQLObjectType({
      name,
      description: `aggregate ${op} on columns`,
      fields: Object.fromEntries(applicable.map((column) => [column.field, {
        // Hasura types statistics as Float and keeps the column's type for sum, max and min.
        type: STATISTICS.includes(op) ? this.scalar('Float') : this.scalar(column.scalar),
        extensions: { hasura: { kind: 'aggregate_column', column: column.name } satisfies FieldMeaning },
      }])),
    }));
  }

  aggregateType(key: string): GraphQLObjectType {
    const { table } = this.tableOf(key);
    const name = `${table.typeName}_aggregate`;
    return this.memo(name, () => {
      const fieldsName = `${table.typeName}_aggregate_fields`;
      const aggregateFields = this.memo(fieldsName, () => new GraphQLObjectType({
        name: fieldsName,
        description: `aggregate fields of "${table.name}"`,
        fields: () => {
          const fields: ThunkObjMap<GraphQLFieldConfig<unknown, unknown>> = {
            count: {
              type: nonNull(GraphQLInt),
              args: { columns: { type: listOf(this.selectColumnEnum(key)) }, distinct: { type: GraphQLBoolean } },
              extensions: { hasura: { kind: 'count' } satisfies FieldMeaning },
            },
          };
          for (const op of ['avg', 'max', 'min', 'stddev', 'stddev_pop', 'stddev_samp', 'sum', 'var_pop', 'var_samp', 'variance'] as AggregateOp[]) {
            const type = this.aggregateOpType(key, op);
            if (type) fields[op] = { type, extensions: { hasura: { kind: 'aggregate_op', op } satisfies FieldMeaning } };
          }
          return fields;
        },
      }));
      return new GraphQLObjectType({
        name,
        description: `aggregated selection of "${table.name}"`,
        fields: () => ({
          aggregate: { type: aggregateFields, extensions: { hasura: { kind: 'aggregate_fields' } satisfies FieldMeaning } },
          nodes: { type: nonNull(listOf(this.objectType(key))), extensions: { hasura: { kind: 'nodes' } satisfies FieldMeaning } },
        }),
      });
    });
  }

  private streamCursorInput(key: string): GraphQLInputObjectType {
    const { table, columns } = this.tableOf(key);
    const name = `${table.typeName}_stream_cursor_input`;
    return this.memo(name, () => {
      const ordering = this.memo('cursor_ordering', () => new GraphQLEnumType({
        name: 'cursor_ordering',
        description: 'ordering argument of a cursor',
        values: { ASC: { value: 'ASC', description: 'ascending ordering of the cursor' }, DESC: { value: 'DESC', description: 'descending ordering of the cursor' } },
      }));
      const value = new GraphQLInputObjectType({
        name: `${table.typeName}_stream_cursor_value_input`,
        description: 'Initial value of the column from where the streaming should start',
        fields: Object.fromEntries(columns.filter((c) => !c.type.isArray).map((c) => [c.field, { type: this.scalar(c.scalar), extensions: { hasura: { kind: 'column', column: c.name } satisfies InputMeaning } }])),
      });
      return new GraphQLInputObjectType({
        name,
        description: `Streaming cursor of the table "${table.name}"`,
        fields: { initial_value: { type: nonNull(value) }, ordering: { type: ordering } },
      });
    });
  }

  private streamFields(): Record<string, GraphQLFieldConfig<unknown, unknown>> {
    const fields: Record<string, GraphQLFieldConfig<unknown, unknown>> = {};
    for (const { table, select } of this.access.values()) {
      if (select?.subscription_root_fields && !select.subscription_root_fields.includes('select_stream')) continue;
      fields[table.rootFields.selectStream] = {
        type: nonNull(listOf(this.objectType(table.key))),
        description: `fetch data from the table in a streaming manner: "${table.name}"`,
        args: {
          batch_size: { type: nonNull(GraphQLInt), description: 'maximum number of rows returned in a single batch' },
          cursor: { type: nonNull(new GraphQLList(this.streamCursorInput(table.key))), description: 'cursor to stream the results returned by the query' },
          where: { type: this.boolExp(table.key), description: 'filter the rows returned' },
        },
        extensions: { hasura: { kind: 'select_stream', table: table.key } satisfies FieldMeaning },
      };
    }
    return fields;
  }

  private rootFields(operation: 'query' | 'subscription' = 'query'): Record<string, GraphQLFieldConfig<unknown, unknown>> {
    const fields: Record<string, GraphQLFieldConfig<unknown, unknown>> = {};
    const allowed = (select: ResolvedSelect | null, field: string) => {
      const list = operation === 'query' ? select?.query_root_fields : select?.subscription_root_fields;
      return !list || list.includes(field);
    };
    for (const { table, select, columns, aggregations } of this.access.values()) {
      const key = table.key;
      if (allowed(select, 'select')) {
        fields[table.rootFields.select] = {
          type: nonNull(listOf(this.objectType(key))),
          description: `fetch data from the table: "${table.name}"`,
          args: this.selectArgs(key),
          extensions: { hasura: { kind: 'select', table: key } satisfies FieldMeaning },
        };
      }
      if (aggregations && allowed(select, 'select_aggregate')) {
        fields[table.rootFields.selectAggregate] = {
          type: nonNull(this.aggregateType(key)),
          description: `fetch aggregated fields from the table: "${table.name}"`,
          args: this.selectArgs(key),
          extensions: { hasura: { kind: 'select_aggregate', table: key } satisfies FieldMeaning },
        };
      }
      const pk = table.primaryKey;
      if (pk && pk.every((name) => columns.some((c) => c.name === name)) && allowed(select, 'select_by_pk')) {
        fields[table.rootFields.selectByPk] = {
          type: this.objectType(key),
          description: `fetch data from the table: "${table.name}" using primary key columns`,
          args: Object.fromEntries(pk.map((name) => {
            const column = table.columnsByName.get(name)!;
            return [column.field, { type: nonNull(this.scalar(column.scalar)) }];
          })),
          extensions: { hasura: { kind: 'select_by_pk', table: key } satisfies FieldMeaning },
        };
      }
    }
    if (operation === 'subscription') return { ...fields, ...this.streamFields() };
    Object.assign(fields, this.actions.rootFields('query'));
    if (Object.keys(fields).length === 0) {
      // Hasura's placeholder, since GraphQL requires query_root to have a field.
      fields.no_queries_available = { type: nonNull(GraphQLString), extensions: { hasura: { kind: 'no_queries' } satisfies FieldMeaning } };
    }
    return fields;
  }

  // ------------------------------------------------------------------------------------------------
  // Mutations
  // ------------------------------------------------------------------------------------------------

  private permissionsOf(table: TableInfo) {
    const permissions = table.permissions.get(this.role);
    const all = new Set(table.columns.map((c) => c.name));
    if (this.role === ADMIN_ROLE) {
      return { insert: { columns: all, set: {} as Record<string, unknown> }, update: { columns: all, set: {} as Record<string, unknown> }, delete: true };
    }
    // backend_only permissions serve only trusted backends that ask for them, never a client's role.
    const usable = (permission: { backend_only?: boolean } | undefined) => Boolean(permission) && (!permission!.backend_only || this.backendOnly);
    return {
      insert: usable(permissions?.insert) ? permissions!.insert : undefined,
      update: usable(permissions?.update) ? permissions!.update : undefined,
      delete: usable(permissions?.delete),
    };
  }

  private writableColumns(table: TableInfo, permission: { columns: Set<string>; set: Record<string, unknown> } | undefined): ColumnInfo[] {
    if (!permission) return [];
    return table.columns.filter((c) => permission.columns.has(c.name) && !(c.name in permission.set) && c.type.kind !== 'pseudo' && !c.generated);
  }

  private scalarInputType(column: ColumnInfo): GraphQLInputType {
    return this.scalar(column.scalar);
  }

  private constraintEnum(table: TableInfo): GraphQLEnumType | null {
    if (table.uniqueConstraints.length === 0) return null;
    const name = `${table.typeName}_constraint`;
    return this.memo(name, () => new GraphQLEnumType({
      name,
      description: `unique or primary key constraints on table "${table.name}"`,
      values: Object.fromEntries(table.uniqueConstraints.map((c) => [c.name, { value: c.name }])),
    }));
  }

  private updateColumnEnum(table: TableInfo): GraphQLEnumType {
    const name = `${table.typeName}_update_column`;
    return this.memo(name, () => {
      const columns = this.writableColumns(table, this.permissionsOf(table).update);
      // GraphQL enums need a value; Hasura uses this placeholder when nothing is updatable.
      const values = columns.length ? Object.fromEntries(columns.map((c) => [c.field, { value: c.name }])) : { _PLACEHOLDER: { value: null } };
      return new GraphQLEnumType({ name, description: `update columns of table "${table.name}"`, values });
    });
  }

  onConflict(key: string): GraphQLInputObjectType | null {
    const table = this.access.get(key)?.table ?? this.model.tables.get(key)!;
    const constraint = this.constraintEnum(table);
    if (!constraint || !this.permissionsOf(table).update) return null;
    const name = `${table.typeName}_on_conflict`;
    return this.memo(name, () => new GraphQLInputObjectType({
      name,
      description: `on_conflict condition type for table "${table.name}"`,
      fields: () => ({
        constraint: { type: nonNull(constraint) },
        update_columns: { type: nonNull(listOf(this.updateColumnEnum(table))), defaultValue: [] },
        ...(this.access.has(key) ? { where: { type: this.boolExp(key) } } : {}),
      }),
    }));
  }

  insertInput(key: string): GraphQLInputObjectType {
    const table = this.model.tables.get(key)!;
    const name = `${table.typeName}_insert_input`;
    return this.memo(name, () => new GraphQLInputObjectType({
      name,
      description: `input type for inserting data into table "${table.name}"`,
      fields: () => {
        const fields: GraphQLInputFieldConfigMap = {};
        for (const column of this.writableColumns(table, this.permissionsOf(table).insert)) {
          fields[column.field] = { type: this.scalarInputType(column), extensions: { hasura: { kind: 'column', column: column.name } satisfies InputMeaning } };
        }
        for (const relationship of table.relationships) {
          const target = this.model.tables.get(relationship.target)!;
          if (!this.permissionsOf(target).insert) continue;
          const wrapper = this.relationshipInsertInput(relationship);
          fields[relationship.name] = { type: wrapper, extensions: { hasura: { kind: 'insert_relationship', relationship } satisfies InputMeaning } };
        }
        return fields;
      },
    }));
  }

  private relationshipInsertInput(relationship: RelationshipInfo): GraphQLInputObjectType {
    const target = this.model.tables.get(relationship.target)!;
    const name = `${target.typeName}_${relationship.kind === 'object' ? 'obj' : 'arr'}_rel_insert_input`;
    return this.memo(name, () => new GraphQLInputObjectType({
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
    }));
  }

  private setInput(table: TableInfo): GraphQLInputObjectType | null {
    const columns = this.writableColumns(table, this.permissionsOf(table).update);
    if (columns.length === 0) return null;
    const name = `${table.typeName}_set_input`;
    return this.memo(name, () => new GraphQLInputObjectType({
      name,
      description: `input type for updating data in table "${table.name}"`,
      fields: Object.fromEntries(columns.map((c) => [c.field, { type: this.scalarInputType(c), extensions: { hasura: { kind: 'column', column: c.name } satisfies InputMeaning } }])),
    }));
  }

  private incInput(table: TableInfo): GraphQLInputObjectType | null {
    const columns = this.writableColumns(table, this.permissionsOf(table).update).filter((c) => !c.type.isArray && isNumericScalar(c.scalar));
    if (columns.length === 0) return null;
    const name = `${table.typeName}_inc_input`;
    return this.memo(name, () => new GraphQLInputObjectType({
      name,
      description: `input type for incrementing numeric columns in table "${table.name}"`,
      fields: Object.fromEntries(columns.map((c) => [c.field, { type: this.scalar(c.scalar), extensions: { hasura: { kind: 'column', column: c.name } satisfies InputMeaning } }])),
    }));
  }

  // Hasura's jsonb update operators, each an input object of the jsonb columns.
  private jsonbInputs(table: TableInfo): GraphQLFieldConfigArgumentMap {
    const columns = this.writableColumns(table, this.permissionsOf(table).update).filter((c) => c.scalar === 'jsonb' && !c.type.isArray);
    if (columns.length === 0) return {};
    const operand: Record<string, GraphQLInputType> = {
      _append: this.scalar('jsonb'),
      _prepend: this.scalar('jsonb'),
      _delete_key: GraphQLString,
      _delete_elem: GraphQLInt,
      _delete_at_path: listOf(GraphQLString),
    };
    return Object.fromEntries(Object.entries(operand).map(([op, type]) => {
      const name = `${table.typeName}${op}_input`;
      const input = this.memo(name, () => new GraphQLInputObjectType({
        name,
        fields: Object.fromEntries(columns.map((c) => [c.field, { type, extensions: { hasura: { kind: 'column', column: c.name } satisfies InputMeaning } }])),
      }));
      return [op, { type: input }];
    }));
  }

  private updateArgs(table: TableInfo): GraphQLFieldConfigArgumentMap {
    const set = this.setInput(table);
    const inc = this.incInput(table);
    return {
      ...(inc ? { _inc: { type: inc, description: 'increments the numeric columns with given value of the filtered values' } } : {}),
      ...(set ? { _set: { type: set, description: 'sets the columns of the filtered rows to the given values' } } : {}),
      ...this.jsonbInputs(table),
    };
  }

  private mutationResponse(table: TableInfo): GraphQLObjectType {
    const name = `${table.typeName}_mutation_response`;
    return this.memo(name, () => new GraphQLObjectType({
      name,
      description: `response of any mutation on the table "${table.name}"`,
      fields: () => ({
        affected_rows: { type: nonNull(GraphQLInt), description: 'number of rows affected by the mutation', extensions: { hasura: { kind: 'affected_rows' } satisfies FieldMeaning } },
        ...(this.access.has(table.key)
          ? { returning: { type: nonNull(listOf(this.objectType(table.key))), description: 'data from the rows affected by the mutation', extensions: { hasura: { kind: 'returning' } satisfies FieldMeaning } } }
          : {}),
      }),
    }));
  }

  private pkArgs(table: TableInfo): GraphQLFieldConfigArgumentMap | null {
    if (!table.primaryKey) return null;
    return Object.fromEntries(table.primaryKey.map((name) => {
      const column = table.columnsByName.get(name)!;
      return [column.field, { type: nonNull(this.scalarInputType(column)) }];
    }));
  }

  private mutationFields(): Record<string, GraphQLFieldConfig<unknown, unknown>> {
    const fields: Record<string, GraphQLFieldConfig<unknown, unknown>> = {};
    for (const table of this.model.tables.values()) {
      const permissions = this.permissionsOf(table);
      const key = table.key;
      const canSelect = this.access.has(key);
      if (permissions.insert) {
        const onConflict = this.onConflict(key);
        fields[table.rootFields.insert] = {
          type: this.mutationResponse(table),
          description: `insert data into the table: "${table.name}"`,
          args: { objects: { type: nonNull(listOf(this.insertInput(key))) }, ...(onConflict ? { on_conflict: { type: onConflict } } : {}) },
          extensions: { hasura: { kind: 'insert', table: key, one: false } satisfies FieldMeaning },
        };
        if (canSelect) {
          fields[table.rootFields.insertOne] = {
            type: this.objectType(key),
            description: `insert a single row into the table: "${table.name}"`,
            args: { object: { type: nonNull(this.insertInput(key)) }, ...(onConflict ? { on_conflict: { type: onConflict } } : {}) },
            extensions: { hasura: { kind: 'insert', table: key, one: true } satisfies FieldMeaning },
          };
        }
      }
      if (permissions.update && canSelect) {
        const args = this.updateArgs(table);
        fields[table.rootFields.update] = {
          type: this.mutationResponse(table),
          description: `update data of the table: "${table.name}"`,
          args: { ...args, where: { type: nonNull(this.boolExp(key)) } },
          extensions: { hasura: { kind: 'update', table: key, variant: 'where' } satisfies FieldMeaning },
        };
        const pk = this.pkArgs(table);
        if (pk) {
          const pkInput = this.memo(`${table.typeName}_pk_columns_input`, () => new GraphQLInputObjectType({
            name: `${table.typeName}_pk_columns_input`,
            description: `primary key columns input for table: ${table.name}`,
            fields: Object.fromEntries(Object.entries(pk).map(([field, config]) => [field, { type: config.type }])),
          }));
          fields[table.rootFields.updateByPk] = {
            type: this.objectType(key),
            description: `update single row of the table: "${table.name}"`,
            args: { ...args, pk_columns: { type: nonNull(pkInput) } },
            extensions: { hasura: { kind: 'update', table: key, variant: 'by_pk' } satisfies FieldMeaning },
          };
        }
        const updates = this.memo(`${table.typeName}_updates`, () => new GraphQLInputObjectType({
          name: `${table.typeName}_updates`,
          fields: () => ({ ...Object.fromEntries(Object.entries(args).map(([n, c]) => [n, { type: c.type }])), where: { type: nonNull(this.boolExp(key)) } }),
        }));
        fields[table.rootFields.updateMany] = {
          type: new GraphQLList(this.mutationResponse(table)),
          description: `update multiples rows of table: "${table.name}"`,
          args: { updates: { type: nonNull(listOf(updates)) } },
          extensions: { hasura: { kind: 'update', table: key, variant: 'many' } satisfies FieldMeaning },
        };
      }
      if (permissions.delete && canSelect) {
        fields[table.rootFields.delete] = {
          type: this.mutationResponse(table),
          description: `delete data from the table: "${table.name}"`,
          args: { where: { type: nonNull(this.boolExp(key)) } },
          extensions: { hasura: { kind: 'delete', table: key, byPk: false } satisfies FieldMeaning },
        };
        const pk = this.pkArgs(table);
        if (pk) {
          fields[table.rootFields.deleteByPk] = {
            type: this.objectType(key),
            description: `delete single row from the table: "${table.name}"`,
            args: pk,
            extensions: { hasura: { kind: 'delete', table: key, byPk: true } satisfies FieldMeaning },
          };
        }
      }
    }
    return fields;
  }

  build(): GraphQLSchema {
    const mutations = { ...this.mutationFields(), ...this.actions.rootFields('mutation') };
    const subscriptions = this.rootFields('subscription');
    return new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'query_root', fields: () => this.rootFields() }),
      ...(Object.keys(mutations).length ? { mutation: new GraphQLObjectType({ name: 'mutation_root', fields: mutations }) } : {}),
      ...(Object.keys(subscriptions).length ? { subscription: new GraphQLObjectType({ name: 'subscription_root', fields: subscriptions }) } : {}),
    });
  }
}

/**
 * Builds the schema a role sees (with its backend-only permissions for a trusted backend that asks), and
 * the synchronous actions the role may call.
 */
export function buildRoleSchema(model: Model, role: string, backendOnly = false, actions: ActionMetadata = NO_ACTIONS): GraphQLSchema {
  return new RoleSchemaBuilder(model, role, backendOnly, actions).build();
}

/** Reads the planner's meaning of a schema field. */
export function meaningOf(extensions: Readonly<Record<string, unknown>> | null | undefined): FieldMeaning | undefined {
  return extensions?.hasura as FieldMeaning | undefined;
}

/** Reads the compiler's meaning of an input field. */
export function inputMeaningOf(extensions: Readonly<Record<string, unknown>> | null | undefined): InputMeaning | undefined {
  return extensions?.hasura as InputMeaning | undefined;
}
