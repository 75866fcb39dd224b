// The types a role reads tables through: row objects with their relationships, aggregates, and the
// arguments of a select (where, order_by, distinct_on, limit, offset) with their input types; also the
// stream cursor input. Hasura's names and descriptions, each type built once per schema.
import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLOutputType,
  type ThunkObjMap,
} from 'graphql';
import { reads } from './input-scalars.ts';
import { nameText } from '../model/catalog.ts';
import type { AggregateOp, FieldMeaning } from './field-meaning.ts';
import type { ColumnInfo, ComputedFieldInfo, EnumReference } from '../model/model.ts';
import { comparisonOperators, isComparableScalar, isNumericScalar } from '../model/scalars.ts';
import { listOf, nonNull, type SchemaKit } from './schema-kit.ts';

/** The aggregate functions beside count, in Hasura's order (aggregate fields and their order_by). */
const AGGREGATE_OPS: readonly AggregateOp[] = [
  'avg',
  'max',
  'min',
  'stddev',
  'stddev_pop',
  'stddev_samp',
  'sum',
  'var_pop',
  'var_samp',
  'variance',
];

const STATISTICS: AggregateOp[] = ['avg', 'stddev', 'stddev_pop', 'stddev_samp', 'var_pop', 'var_samp', 'variance'];

/** The GraphQL scalar each castable scalar's `_cast` offers (Hasura: jsonb to text, geometry and geography). */
const CAST_TARGETS: Record<string, string> = { jsonb: 'String', geometry: 'geography', geography: 'geometry' };

/** Whether a column holds JSON, which a `path` argument reads into. */
const isJsonColumn = (column: ColumnInfo): boolean => !column.type.isArray && (column.scalar === 'json' || column.scalar === 'jsonb');

/** Whether sum, avg... (numeric) or min and max (comparable) apply to a column; never to an enum column, as in Hasura. */
function aggregates(op: AggregateOp, column: ColumnInfo): boolean {
  if (column.type.isArray || column.enumRef) return false;
  return op === 'max' || op === 'min' ? isComparableScalar(column.scalar) : isNumericScalar(column.scalar);
}

/** Computed fields a request may filter and order by: those whose function takes nothing from the request. */
const withoutInputs = (fields: ComputedFieldInfo[]): ComputedFieldInfo[] => fields.filter((field) => field.inputs.length === 0);

export class SelectTypes {
  constructor(private readonly kit: SchemaKit) {}

  orderByEnum(): GraphQLEnumType {
    return this.kit.memo(
      'order_by',
      () =>
        new GraphQLEnumType({
          name: 'order_by',
          description: 'column ordering options',
          values: Object.fromEntries(
            ['asc', 'asc_nulls_first', 'asc_nulls_last', 'desc', 'desc_nulls_first', 'desc_nulls_last'].map((value) => [value, { value }]),
          ),
        }),
    );
  }

  comparisonExp(scalarName: string, isArray: boolean): GraphQLInputObjectType {
    if (isArray) return this.arrayComparisonExp(scalarName);
    const name = `${scalarName}_comparison_exp`;
    return this.kit.memo(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          description: `Boolean expression to compare columns of type "${scalarName}". All fields are combined with logical 'AND'.`,
          fields: () => {
            const scalar = this.kit.scalar(scalarName);
            const fields: GraphQLInputFieldConfigMap = {};
            // Operands are read as the column's values are (Hasura's column parser); `_is_null` is a plain Boolean.
            const column = reads('column');
            const cast = this.castExp(scalarName);
            if (cast) fields._cast = { type: cast };
            for (const op of comparisonOperators(scalarName)) {
              const operand =
                op.operand === 'Boolean'
                  ? GraphQLBoolean
                  : op.operand === 'String'
                    ? GraphQLString
                    : op.operand === 'String[]'
                      ? listOf(GraphQLString)
                      : op.operand === 'jsonb'
                        ? this.kit.scalar('jsonb')
                        : op.operand
                          ? this.kit.scalar(op.operand)
                          : scalar;
              fields[op.name] = {
                type: op.list ? listOf(operand) : operand,
                ...(op.description === undefined ? {} : { description: op.description }),
                ...(op.operand === 'Boolean' ? {} : { extensions: column }),
              };
            }
            return fields;
          },
        }),
    );
  }

  /**
   * `<scalar>_array_comparison_exp`, the comparisons of an array column as Hasura v2.29+ has them (Backends/Postgres/
   * Instances/Schema.hs comparisonExps: the name gets `_array` when the column's type is a list, the description
   * names the element scalar): each operand a whole array `[<scalar>!]`, `_in`/`_nin` lists of them, `_contains`
   * (`@>`) and `_contained_in` (`<@`) with Hasura's descriptions.
   */
  private arrayComparisonExp(scalarName: string): GraphQLInputObjectType {
    const name = `${scalarName}_array_comparison_exp`;
    return this.kit.memo(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          description: `Boolean expression to compare columns of type "${scalarName}". All fields are combined with logical 'AND'.`,
          fields: () => {
            const array = listOf(this.kit.scalar(scalarName));
            const column = reads('column');
            const fields: GraphQLInputFieldConfigMap = {
              _contained_in: { type: array, description: 'is the array contained in the given array value', extensions: column },
              _contains: { type: array, description: 'does the array contain the given value', extensions: column },
            };
            for (const op of ['_eq', '_gt', '_gte', '_lt', '_lte', '_neq']) fields[op] = { type: array, extensions: column };
            fields._in = { type: listOf(array), extensions: column };
            fields._nin = { type: listOf(array), extensions: column };
            fields._is_null = { type: GraphQLBoolean };
            return fields;
          },
        }),
    );
  }

  /** `<table>_enum`: the values of an enum table, each described by its comment. */
  enumType(ref: EnumReference): GraphQLEnumType {
    return this.kit.memo(
      ref.typeName,
      () =>
        new GraphQLEnumType({
          name: ref.typeName,
          values: Object.fromEntries(
            ref.values.map((value) => [
              value.value,
              { value: value.value, ...(value.description === null ? {} : { description: value.description }) },
            ]),
          ),
        }),
    );
  }

  /**
   * The GraphQL type of one value of a column: its enum when it refers to an enum table, else its scalar, and for an
   * array column the list `[<scalar>!]` (Hasura v2.29+, scalars.ts scalarFor).
   */
  columnType(column: ColumnInfo): GraphQLEnumType | (GraphQLOutputType & GraphQLInputType) {
    if (column.enumRef) return this.enumType(column.enumRef);
    const scalar = this.kit.scalar(column.scalar);
    return column.type.isArray ? listOf(scalar) : scalar;
  }

  /** The comparisons of a column: `<scalar>_comparison_exp`, or for an enum column `<table>_enum_comparison_exp`. */
  columnComparisonExp(column: ColumnInfo): GraphQLInputObjectType {
    return column.enumRef ? this.enumComparisonExp(column.enumRef) : this.comparisonExp(column.scalar, column.type.isArray);
  }

  /** An enum's comparisons: equality and lists only, as Hasura has for a column that is no scalar. */
  private enumComparisonExp(ref: EnumReference): GraphQLInputObjectType {
    const name = `${ref.typeName}_comparison_exp`;
    return this.kit.memo(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          description: `Boolean expression to compare columns of type "${ref.typeName}". All fields are combined with logical 'AND'.`,
          fields: () => {
            const type = this.enumType(ref);
            return {
              _eq: { type },
              _in: { type: listOf(type) },
              _is_null: { type: GraphQLBoolean },
              _neq: { type },
              _nin: { type: listOf(type) },
            };
          },
        }),
    );
  }

  /** `<scalar>_cast_exp`: the comparisons of a cast of the column (jsonb as String, geometry and geography both ways). */
  private castExp(scalarName: string): GraphQLInputObjectType | null {
    const target = CAST_TARGETS[scalarName];
    if (!target) return null;
    const name = `${scalarName}_cast_exp`;
    return this.kit.memo(
      name,
      () => new GraphQLInputObjectType({ name, fields: () => ({ [target]: { type: this.comparisonExp(target, false) } }) }),
    );
  }

  boolExp(key: string): GraphQLInputObjectType {
    const { table } = this.kit.selectable(key);
    const name = `${table.typeName}_bool_exp`;
    return this.kit.memo(name, () => {
      const type: GraphQLInputObjectType = new GraphQLInputObjectType({
        name,
        description: `Boolean expression to filter rows from the table "${table.name}". All fields are combined with a logical 'AND'.`,
        fields: () => {
          const access = this.kit.selectable(key);
          const fields: GraphQLInputFieldConfigMap = {
            _and: { type: listOf(type) },
            _not: { type },
            _or: { type: listOf(type) },
          };
          for (const column of access.columns) {
            fields[column.field] = { type: this.columnComparisonExp(column) };
          }
          for (const relationship of access.relationships) {
            fields[relationship.name] = { type: this.boolExp(relationship.target) };
          }
          for (const field of withoutInputs(access.computedFields)) {
            const { returns } = field;
            fields[field.name] = {
              type: returns.kind === 'table' ? this.boolExp(returns.target) : this.columnComparisonExp(returns.column),
            };
          }
          return fields;
        },
      });
      return type;
    });
  }

  /** `<table>_select_column`; null when the role may select no column (an enum needs values). */
  selectColumnEnum(key: string): GraphQLEnumType | null {
    const { table, columns } = this.kit.selectable(key);
    if (columns.length === 0) return null;
    const name = `${table.typeName}_select_column`;
    return this.kit.memo(
      name,
      () =>
        new GraphQLEnumType({
          name,
          description: `select columns of table "${table.name}"`,
          values: Object.fromEntries(columns.map((column) => [column.field, { value: column.name, description: 'column name' }])),
        }),
    );
  }

  private aggregateOrderBy(key: string): GraphQLInputObjectType {
    const { table, columns } = this.kit.selectable(key);
    const name = `${table.typeName}_aggregate_order_by`;
    return this.kit.memo(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          description: `order by aggregate values of table "${table.name}"`,
          fields: () => {
            const fields: GraphQLInputFieldConfigMap = {
              count: { type: this.orderByEnum() },
            };
            for (const op of AGGREGATE_OPS) {
              const applicable = columns.filter((c) => aggregates(op, c));
              if (applicable.length === 0) continue;
              const opName = `${table.typeName}_${op}_order_by`;
              const opType = this.kit.memo(
                opName,
                () =>
                  new GraphQLInputObjectType({
                    name: opName,
                    fields: Object.fromEntries(applicable.map((c) => [c.field, { type: this.orderByEnum() }])),
                  }),
              );
              fields[op] = { type: opType };
            }
            return fields;
          },
        }),
    );
  }

  /**
   * The fields of `<table>_order_by`: columns, object relationships, array relationships' aggregates, and computed
   * fields without arguments (a scalar, or the aggregate of the rows one returns).
   */
  private orderByFields(key: string): GraphQLInputFieldConfigMap {
    const access = this.kit.selectable(key);
    const fields: GraphQLInputFieldConfigMap = {};
    for (const column of access.columns) {
      if (column.type.isArray) continue;
      fields[column.field] = { type: this.orderByEnum() };
    }
    for (const relationship of access.relationships) {
      if (relationship.kind === 'object') {
        const target = this.orderBy(relationship.target);
        if (target) fields[relationship.name] = { type: target };
      } else if (this.kit.selectable(relationship.target).aggregations) {
        fields[`${relationship.name}_aggregate`] = { type: this.aggregateOrderBy(relationship.target) };
      }
    }
    for (const field of withoutInputs(access.computedFields)) {
      const { returns } = field;
      if (returns.kind === 'scalar' && !returns.column.type.isArray) fields[field.name] = { type: this.orderByEnum() };
      else if (returns.kind === 'table' && this.kit.selectable(returns.target).aggregations) {
        fields[`${field.name}_aggregate`] = { type: this.aggregateOrderBy(returns.target) };
      }
    }
    return fields;
  }

  /**
   * The tables whose `<table>_order_by` has a field (a column, an array relationship's aggregate, or an object
   * relationship to such a table): the least fixed point, found once.
   */
  private orderableTables(): Set<string> {
    return this.kit.memo('orderable tables', () => {
      const orderable = new Set<string>();
      const accesses = [...this.kit.access.select.values()];
      let changed = true;
      while (changed) {
        changed = false;
        for (const access of accesses) {
          if (orderable.has(access.table.key)) continue;
          const orders =
            access.columns.some((column) => !column.type.isArray) ||
            access.relationships.some((relationship) =>
              relationship.kind === 'object' ? orderable.has(relationship.target) : this.kit.selectable(relationship.target).aggregations,
            ) ||
            withoutInputs(access.computedFields).some(({ returns }) =>
              returns.kind === 'scalar' ? !returns.column.type.isArray : this.kit.selectable(returns.target).aggregations,
            );
          if (orders) {
            orderable.add(access.table.key);
            changed = true;
          }
        }
      }
      return orderable;
    });
  }

  /** `<table>_order_by`; null when nothing of the table orders (an input object needs fields). */
  orderBy(key: string): GraphQLInputObjectType | null {
    if (!this.orderableTables().has(key)) return null;
    const { table } = this.kit.selectable(key);
    const name = `${table.typeName}_order_by`;
    return this.kit.memo(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          description: `Ordering options when selecting data from "${table.name}".`,
          fields: () => this.orderByFields(key),
        }),
    );
  }

  /** The arguments of a select of the table; `distinct_on` and `order_by` only when they have something to name. */
  selectArgs(key: string): GraphQLFieldConfigArgumentMap {
    const columns = this.selectColumnEnum(key);
    const orderBy = this.orderBy(key);
    return {
      ...(columns ? { distinct_on: { type: listOf(columns), description: 'distinct select on columns' } } : {}),
      limit: { type: GraphQLInt, description: 'limit the number of rows returned', extensions: reads('nonNegativeInt') },
      offset: { type: GraphQLInt, description: 'skip the first n rows. Use only with order_by', extensions: reads('bigInt') },
      ...(orderBy ? { order_by: { type: listOf(orderBy), description: 'sort the rows by one or more columns' } } : {}),
      where: { type: this.boolExp(key), description: 'filter the rows returned' },
    };
  }

  /** Whether the role may select the table's rows as objects (`rowFields` of its access, permissions/). */
  hasRows(key: string): boolean {
    return this.kit.access.select.get(key)?.rowFields === true;
  }

  objectType(key: string): GraphQLObjectType {
    const { table } = this.kit.selectable(key);
    return this.kit.memo(
      `object:${table.typeName}`,
      () =>
        new GraphQLObjectType({
          name: table.typeName,
          description: `columns and relationships of "${table.name}"`,
          fields: () => {
            const access = this.kit.selectable(key);
            const fields: ThunkObjMap<GraphQLFieldConfig<unknown, unknown>> = {};
            for (const column of access.columns) {
              const type = this.columnType(column);
              // An inherited role's column may be null where the parent that reads it cannot see the row (redacted).
              const nullable = column.nullable || access.redactions.has(column.name);
              fields[column.field] = {
                type: nullable ? type : nonNull(type),
                ...(isJsonColumn(column) ? { args: { path: { type: GraphQLString, description: 'JSON select path' } } } : {}),
                extensions: { hasura: { kind: 'column', column: column.name } satisfies FieldMeaning },
              };
            }
            for (const relationship of access.relationships) {
              const rows = this.hasRows(relationship.target);
              if (relationship.kind === 'object') {
                if (!rows) continue;
                fields[relationship.name] = {
                  type: this.objectType(relationship.target),
                  description: 'An object relationship',
                  extensions: { hasura: { kind: 'object_relationship', relationship } satisfies FieldMeaning },
                };
                continue;
              }
              if (rows) {
                fields[relationship.name] = {
                  type: nonNull(listOf(this.objectType(relationship.target))),
                  description: 'An array relationship',
                  args: this.selectArgs(relationship.target),
                  extensions: { hasura: { kind: 'array_relationship', relationship } satisfies FieldMeaning },
                };
              }
              if (this.kit.selectable(relationship.target).aggregations) {
                fields[`${relationship.name}_aggregate`] = {
                  type: nonNull(this.aggregateType(relationship.target)),
                  description: 'An aggregate relationship',
                  args: this.selectArgs(relationship.target),
                  extensions: { hasura: { kind: 'array_aggregate', relationship } satisfies FieldMeaning },
                };
              }
            }
            for (const field of access.computedFields) {
              const config = this.computedField(key, field);
              if (config) fields[field.name] = config;
            }
            // Hasura lists an object's fields by name (Parser/Schema.hs ObjectInfo keeps them sorted).
            return Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
          },
        }),
    );
  }

  /**
   * A computed field of the table `key` (Hasura's computedFieldPG): a nullable scalar (with `path` for json), or the
   * rows of its table with that table's select arguments; `args` first when the function takes inputs.
   */
  private computedField(key: string, field: ComputedFieldInfo): GraphQLFieldConfig<unknown, unknown> | null {
    const args = this.computedFieldArgs(key, field);
    const extensions = { hasura: { kind: 'computed_field', field } satisfies FieldMeaning };
    const { returns } = field;
    if (returns.kind === 'scalar') {
      const json: GraphQLFieldConfigArgumentMap = isJsonColumn(returns.column)
        ? { path: { type: GraphQLString, description: 'JSON select path' } }
        : {};
      return { type: this.columnType(returns.column), description: field.description, args: { ...args, ...json }, extensions };
    }
    if (!this.hasRows(returns.target)) return null;
    return {
      type: nonNull(listOf(this.objectType(returns.target))),
      description: field.description,
      args: { ...args, ...this.selectArgs(returns.target) },
      extensions,
    };
  }

  /** `args: <field>_<table>_args`, required when an input has no default; none when the function takes no input. */
  private computedFieldArgs(key: string, field: ComputedFieldInfo): GraphQLFieldConfigArgumentMap {
    if (field.inputs.length === 0) return {};
    const { table } = this.kit.selectable(key);
    const name = `${field.name}_${table.typeName}_args`;
    const input = this.kit.memo(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          fields: () =>
            Object.fromEntries(field.inputs.map((arg) => [arg.field, { type: this.kit.scalar(arg.scalar), extensions: reads('column') }])),
        }),
    );
    return {
      args: {
        type: field.inputs.every((arg) => arg.hasDefault) ? input : nonNull(input),
        description: `input parameters for computed field "${field.name}" defined on table "${nameText(table)}"`,
      },
    };
  }

  private aggregateOpType(key: string, op: AggregateOp): GraphQLObjectType | null {
    const { table, columns } = this.kit.selectable(key);
    const applicable = columns.filter((c) => aggregates(op, c));
    if (applicable.length === 0) return null;
    const name = `${table.typeName}_${op}_fields`;
    return this.kit.memo(
      name,
      () =>
        new GraphQLObjectType({
          name,
          description: `aggregate ${op} on columns`,
          fields: Object.fromEntries(
            applicable.map((column) => [
              column.field,
              {
                // Hasura types statistics as Float and keeps the column's type for sum, max and min.
                type: STATISTICS.includes(op) ? this.kit.scalar('Float') : this.kit.scalar(column.scalar),
                extensions: { hasura: { kind: 'aggregate_column', column: column.name } satisfies FieldMeaning },
              },
            ]),
          ),
        }),
    );
  }

  aggregateType(key: string): GraphQLObjectType {
    const { table } = this.kit.selectable(key);
    const name = `${table.typeName}_aggregate`;
    return this.kit.memo(name, () => {
      const fieldsName = `${table.typeName}_aggregate_fields`;
      const aggregateFields = this.kit.memo(
        fieldsName,
        () =>
          new GraphQLObjectType({
            name: fieldsName,
            description: `aggregate fields of "${table.name}"`,
            fields: () => {
              const columns = this.selectColumnEnum(key);
              const fields: ThunkObjMap<GraphQLFieldConfig<unknown, unknown>> = {
                count: {
                  type: nonNull(GraphQLInt),
                  args: {
                    ...(columns ? { columns: { type: listOf(columns) } } : {}),
                    distinct: { type: GraphQLBoolean },
                  },
                  extensions: { hasura: { kind: 'count' } satisfies FieldMeaning },
                },
              };
              for (const op of AGGREGATE_OPS) {
                const type = this.aggregateOpType(key, op);
                if (type) fields[op] = { type, extensions: { hasura: { kind: 'aggregate_op', op } satisfies FieldMeaning } };
              }
              return fields;
            },
          }),
      );
      return new GraphQLObjectType({
        name,
        description: `aggregated selection of "${table.name}"`,
        fields: () => ({
          aggregate: { type: aggregateFields, extensions: { hasura: { kind: 'aggregate_fields' } satisfies FieldMeaning } },
          ...(this.hasRows(key)
            ? { nodes: { type: nonNull(listOf(this.objectType(key))), extensions: { hasura: { kind: 'nodes' } satisfies FieldMeaning } } }
            : {}),
        }),
      });
    });
  }

  /** `<table>_stream_cursor_input`; null when no column can be a cursor. */
  streamCursorInput(key: string): GraphQLInputObjectType | null {
    const { table, columns } = this.kit.selectable(key);
    const cursorColumns = columns.filter((c) => !c.type.isArray);
    if (cursorColumns.length === 0) return null;
    const name = `${table.typeName}_stream_cursor_input`;
    return this.kit.memo(name, () => {
      const ordering = this.kit.memo(
        'cursor_ordering',
        () =>
          new GraphQLEnumType({
            name: 'cursor_ordering',
            description: 'ordering argument of a cursor',
            values: {
              ASC: { value: 'ASC', description: 'ascending ordering of the cursor' },
              DESC: { value: 'DESC', description: 'descending ordering of the cursor' },
            },
          }),
      );
      const value = new GraphQLInputObjectType({
        name: `${table.typeName}_stream_cursor_value_input`,
        description: 'Initial value of the column from where the streaming should start',
        fields: Object.fromEntries(cursorColumns.map((c) => [c.field, { type: this.columnType(c), extensions: reads('column') }])),
      });
      return new GraphQLInputObjectType({
        name,
        description: `Streaming cursor of the table "${table.name}"`,
        fields: { initial_value: { type: nonNull(value) }, ordering: { type: ordering } },
      });
    });
  }
}
