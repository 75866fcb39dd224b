// Plans the root fields of a mutation operation: insert, update and delete fields with what each asks
// back (affected_rows, returning, or the row itself for _one/_by_pk fields), functions exposed as mutations, and
// mutation actions.
import type { GraphQLObjectType } from 'graphql';
import type { SelectAccess } from '../permissions/index.ts';
import type { TableInfo } from '../model/model.ts';
import { GraphqlError } from '../errors.ts';
import { forbidSelection, requireSelection, resolveFields } from './collect-fields.ts';
import { coerceArguments } from './coerce-input.ts';
import { planAction } from './plan-action.ts';
import { planFunctionRows } from './plan-function.ts';
import { planContext, type ActionPlan, type Context, type PlanOptions, type RowField, type RowsPlan } from './plan-types.ts';
import { planRowFields } from './plan-select.ts';

export type MutationOutputField =
  | { alias: string; kind: 'typename'; value: string }
  | { alias: string; kind: 'affected_rows' }
  | { alias: string; kind: 'returning'; fields: RowField[] };

/** What a mutation field answers: a mutation response object, or one row (the _one and _by_pk fields). */
export type MutationOutput = { kind: 'response'; fields: MutationOutputField[] } | { kind: 'row'; fields: RowField[] };

export interface UpdateOperators {
  where: Record<string, unknown>;
  /** Operator (_set, _inc, _append...) -> GraphQL field name -> value. */
  operators: Record<string, Record<string, unknown>>;
}

export type MutationPlan =
  | { alias: string; kind: 'typename'; value: string }
  | {
      alias: string;
      kind: 'insert';
      table: TableInfo;
      objects: Record<string, unknown>[];
      onConflict?: Record<string, unknown>;
      /** Where Hasura reports the insert's errors: `$.selectionSet.<field name>.args.objects` (or `object`). */
      path: string;
      output: MutationOutput;
    }
  | { alias: string; kind: 'update'; table: TableInfo; updates: UpdateOperators[]; many: boolean; output: MutationOutput }
  | { alias: string; kind: 'delete'; table: TableInfo; where: Record<string, unknown>; output: MutationOutput }
  /** A VOLATILE function exposed as a mutation: its rows (or its one row), read as a select of its table. */
  | { alias: string; kind: 'function'; plan: RowsPlan; single: boolean };

/** A root field of a mutation: a database mutation, or an action (run outside the database transaction). */
export type MutationStep = MutationPlan | { alias: string; kind: 'action'; plan: ActionPlan };

const UPDATE_OPERATORS = ['_set', '_inc', '_append', '_prepend', '_delete_key', '_delete_elem', '_delete_at_path'];

function planOutput(
  access: SelectAccess | undefined,
  type: GraphQLObjectType,
  field: Extract<ReturnType<typeof resolveFields>[number], { kind: 'field' }>,
  ctx: Context,
  asRow: boolean,
): MutationOutput {
  const selection = requireSelection(field.collected, field.type, field.path);
  if (asRow) return { kind: 'row', fields: planRowFields(access!, type, selection, ctx, field.path) };
  const fields = resolveFields(type, selection, ctx, field.path).map((inner): MutationOutputField => {
    if (inner.kind === 'typename') return inner;
    if (inner.meaning?.kind === 'affected_rows') {
      forbidSelection(inner.collected, inner.path);
      return { alias: inner.alias, kind: 'affected_rows' };
    }
    const rows = planRowFields(access!, inner.type, requireSelection(inner.collected, inner.type, inner.path), ctx, inner.path);
    return { alias: inner.alias, kind: 'returning', fields: rows };
  });
  return { kind: 'response', fields };
}

function pkWhere(table: TableInfo, key: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(key).map(([field, value]) => [field, { _eq: value }]));
}

/** The update operators given; a column may appear in only one of them (Hasura's rule and message). */
function updateOperators(args: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const operators = Object.fromEntries(
    UPDATE_OPERATORS.filter((op) => args[op] !== undefined && args[op] !== null).map((op) => [op, args[op] as Record<string, unknown>]),
  );
  const byColumn = new Map<string, string[]>();
  for (const [op, values] of Object.entries(operators)) {
    for (const column of Object.keys(values)) byColumn.set(column, [...(byColumn.get(column) ?? []), op]);
  }
  const repeated = [...byColumn].filter(([, ops]) => ops.length > 1);
  if (repeated.length > 0) {
    const detail = repeated.map(([column, ops]) => `"${column}" in ${ops.join(', ')}`).join('. ');
    throw new GraphqlError('validation-failed', `column found in multiple operators; ${detail}`, '$');
  }
  return operators;
}

/**
 * Refuses `_PLACEHOLDER`, the one value of the update-columns enum of a role that may update no column, in the
 * `on_conflict` of the insert and of its nested inserts: Hasura's conflictObjectParser says "erroneous column name"
 * at the `on_conflict` argument.
 */
function refusePlaceholders(
  tables: Map<string, { table: TableInfo }>,
  table: TableInfo,
  objects: Record<string, unknown>[],
  onConflict: unknown,
  path: string,
  objectsPath: (index: number) => string,
): void {
  const columns = (onConflict as { update_columns?: unknown[] } | null | undefined)?.update_columns;
  if (columns?.includes(null)) throw new GraphqlError('validation-failed', 'erroneous column name', `${path}.on_conflict`);
  objects.forEach((object, index) => {
    for (const [key, value] of Object.entries(object)) {
      const relationship = table.relationshipsByName.get(key);
      if (!relationship || value === null || value === undefined) continue;
      const nested = value as { data: Record<string, unknown> | Record<string, unknown>[]; on_conflict?: unknown };
      const at = `${objectsPath(index)}.${key}`;
      const data = Array.isArray(nested.data) ? nested.data : [nested.data];
      const dataPath = Array.isArray(nested.data) ? (i: number) => `${at}.data[${i}]` : () => `${at}.data`;
      refusePlaceholders(tables, tables.get(relationship.target)!.table, data, nested.on_conflict, at, dataPath);
    }
  });
}

/** Plans every root field of a mutation operation, in order. */
export function planMutation(options: PlanOptions): MutationStep[] {
  const root = options.schema.getMutationType();
  if (!root) throw new GraphqlError('validation-failed', 'no mutations exist', '$');
  const ctx = planContext(options);
  return resolveFields(root, options.operation.selectionSet, ctx, '$').map((field): MutationStep => {
    if (field.kind === 'typename') return field;
    const { alias, meaning, path } = field;
    if (meaning?.kind === 'action') {
      return {
        alias,
        kind: 'action',
        plan: planAction({ definition: field.definition, collected: field.collected, action: meaning.action, ctx, path }),
      };
    }
    const args = coerceArguments(field.definition, field.collected.field, ctx, path);
    if (meaning?.kind === 'insert') {
      const table = options.access.tables.get(meaning.table)!.table;
      const objects = meaning.one ? [args.object as Record<string, unknown>] : (args.objects as Record<string, unknown>[]);
      const onConflict = args.on_conflict as Record<string, unknown> | undefined;
      const argsPath = `${path}.args`;
      const objectsPath = (index: number) => (meaning.one ? `${argsPath}.object` : `${argsPath}.objects[${index}]`);
      refusePlaceholders(options.access.tables, table, objects, onConflict, argsPath, objectsPath);
      return {
        alias,
        kind: 'insert',
        table,
        objects,
        ...(onConflict ? { onConflict } : {}),
        // Hasura names the field here, not its alias (convertToSQLTransaction).
        path: `$.selectionSet.${field.definition.name}.args.${meaning.one ? 'object' : 'objects'}`,
        output: planOutput(options.access.select.get(table.key), field.type, field, ctx, meaning.one),
      };
    }
    if (meaning?.kind === 'update') {
      const table = options.access.tables.get(meaning.table)!.table;
      const updates: UpdateOperators[] =
        meaning.variant === 'many'
          ? (args.updates as Record<string, unknown>[]).map((update) => ({
              where: update.where as Record<string, unknown>,
              operators: updateOperators(update),
            }))
          : [
              {
                where:
                  meaning.variant === 'by_pk'
                    ? pkWhere(table, args.pk_columns as Record<string, unknown>)
                    : (args.where as Record<string, unknown>),
                operators: updateOperators(args),
              },
            ];
      return {
        alias,
        kind: 'update',
        table,
        updates,
        many: meaning.variant === 'many',
        output: planOutput(options.access.select.get(table.key), field.type, field, ctx, meaning.variant === 'by_pk'),
      };
    }
    if (meaning?.kind === 'delete') {
      const table = options.access.tables.get(meaning.table)!.table;
      const where = meaning.byPk ? pkWhere(table, args) : (args.where as Record<string, unknown>);
      return {
        alias,
        kind: 'delete',
        table,
        where,
        output: planOutput(options.access.select.get(table.key), field.type, field, ctx, meaning.byPk),
      };
    }
    if (meaning?.kind === 'function') {
      const plan = planFunctionRows({ fn: meaning.function, definition: field.definition, collected: field.collected, args, ctx, path });
      return { alias, kind: 'function', plan, single: !meaning.function.returnsSet };
    }
    throw new GraphqlError('unexpected', `field '${field.definition.name}' cannot be planned`, path);
  });
}
