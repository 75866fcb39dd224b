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
import type { ColumnInfo, Model, RelationshipInfo, ResolvedSelect, TableInfo } from './model.ts';
import { comparisonOperators, isComparableScalar, isNumericScalar, scalarRegistry } from './scalars.ts';

export const ADMIN_ROLE = 'admin';

/** What a field of the schema means, for the planner. */
export type FieldMeaning =
  | { kind: 'select'; table: string }
  | { kind: 'select_by_pk'; table: string }
  | { kind: 'select_aggregate'; table: string }
  | { kind: 'column'; column: string }
  | { kind: 'object_relationship'; relationship: RelationshipInfo }
  | { kind: 'array_relationship'; relationship: RelationshipInfo }
  | { kind: 'array_aggregate'; relationship: RelationshipInfo }
  | { kind: 'aggregate_fields' }
  | { kind: 'nodes' }
  | { kind: 'count' }
  | { kind: 'aggregate_op'; op: AggregateOp }
  | { kind: 'aggregate_column'; column: string }
  | { kind: 'no_queries' };

export type AggregateOp = 'sum' | 'avg' | 'max' | 'min' | 'stddev' | 'stddev_pop' | 'stddev_samp' | 'var_pop' | 'var_samp' | 'variance';
const STATISTICS: AggregateOp[] = ['avg', 'stddev', 'stddev_pop', 'stddev_samp', 'var_pop', 'var_samp', 'variance'];

/** What an input field of a bool_exp or order_by means. */
export type InputMeaning =
  | { kind: 'column'; column: string }
  | { kind: 'relationship'; relationship: RelationshipInfo }
  | { kind: 'relationship_aggregate'; relationship: RelationshipInfo }
  | { kind: 'aggregate_op'; op: AggregateOp | 'count' };

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
  const base = column.type.isArray ? listOf(scalar(column.scalar)) : scalar(column.scalar);
  return column.nullable ? base : nonNull(base);
}

class RoleSchemaBuilder {
  private readonly scalar = scalarRegistry();
  private readonly cache = new Map<string, unknown>();
  private readonly access: Map<string, TableAccess>;

  constructor(model: Model, private readonly role: string) {
    this.access = tableAccess(model, role);
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
    const name = isArray ? `${scalarName}_array_comparison_exp` : `${scalarName}_comparison_exp`;
    return this.memo(name, () => new GraphQLInputObjectType({
      name,
      description: `Boolean expression to compare columns of type "${scalarName}". All fields are combined with logical 'AND'.`,
      fields: () => {
        const scalar = this.scalar(scalarName);
        const value = isArray ? listOf(scalar) : scalar;
        const fields: GraphQLInputFieldConfigMap = {};
        if (isArray) {
          for (const op of ['_eq', '_neq', '_gt', '_gte', '_lt', '_lte', '_contains', '_contained_in']) fields[op] = { type: value };
          fields._in = { type: listOf(value) };
          fields._nin = { type: listOf(value) };
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

  private rootFields(): Record<string, GraphQLFieldConfig<unknown, unknown>> {
    const fields: Record<string, GraphQLFieldConfig<unknown, unknown>> = {};
    const allowed = (select: ResolvedSelect | null, field: string) =>
      !select?.query_root_fields || select.query_root_fields.includes(field);
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
            return [column.field, { type: nonNull(column.type.isArray ? listOf(this.scalar(column.scalar)) : this.scalar(column.scalar)) }];
          })),
          extensions: { hasura: { kind: 'select_by_pk', table: key } satisfies FieldMeaning },
        };
      }
    }
    if (Object.keys(fields).length === 0) {
      // Hasura's placeholder, since GraphQL requires query_root to have a field.
      fields.no_queries_available = { type: nonNull(GraphQLString), extensions: { hasura: { kind: 'no_queries' } satisfies FieldMeaning } };
    }
    return fields;
  }

  build(): GraphQLSchema {
    return new GraphQLSchema({ query: new GraphQLObjectType({ name: 'query_root', fields: () => this.rootFields() }) });
  }
}

/** Builds the schema a role sees. */
export function buildRoleSchema(model: Model, role: string): GraphQLSchema {
  return new RoleSchemaBuilder(model, role).build();
}

/** Reads the planner's meaning of a schema field. */
export function meaningOf(extensions: Readonly<Record<string, unknown>> | null | undefined): FieldMeaning | undefined {
  return extensions?.hasura as FieldMeaning | undefined;
}

/** Reads the compiler's meaning of an input field. */
export function inputMeaningOf(extensions: Readonly<Record<string, unknown>> | null | undefined): InputMeaning | undefined {
  return extensions?.hasura as InputMeaning | undefined;
}
