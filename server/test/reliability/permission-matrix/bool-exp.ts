// Evaluates a permission's boolean expression on rows the admin sees, the way Postgres runs what Hasura
// compiles it to: three-valued logic (a comparison with NULL is unknown, and an unknown row is not
// allowed), relationships and `_exists` as EXISTS over the related rows without their permissions. An
// operator the matrix does not know throws, so a case can never pass by skipping part of a rule.
import type { TableShape } from './catalog.ts';
import type { BoolExp } from './metadata.ts';

export type Row = Record<string, unknown>;
/** true, false, or null for SQL's unknown. */
type Truth = boolean | null;

export interface EvalContext {
  shapes: Map<string, TableShape>;
  /** Every row of every table as the admin sees it. */
  rows: Map<string, Row[]>;
  /** Session variables, lower-case names. */
  session: Record<string, string>;
}

const SESSION_VARIABLE = /^x-hasura-/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const and = (values: Truth[]): Truth => (values.includes(false) ? false : values.includes(null) ? null : true);
const or = (values: Truth[]): Truth => (values.includes(true) ? true : values.includes(null) ? null : false);

/** A literal of the expression, or the session variable it names. */
function resolveValue(value: unknown, ctx: EvalContext): unknown {
  if (typeof value !== 'string' || !SESSION_VARIABLE.test(value)) return value;
  const found = ctx.session[value.toLowerCase()];
  if (found === undefined) throw new Error(`permission matrix: session variable ${value} is not in the session`);
  return found;
}

/** Equality of a column value and an operand, as Postgres compares them after casting the operand. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b);
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  if (typeof a === 'string' && typeof b === 'string') return UUID.test(a) && UUID.test(b) ? a.toLowerCase() === b.toLowerCase() : a === b;
  return JSON.stringify(a) === JSON.stringify(b);
}

function order(a: unknown, b: unknown): number {
  if (typeof a === 'number' || typeof b === 'number') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  throw new Error(`permission matrix: cannot order ${JSON.stringify(a)} and ${JSON.stringify(b)}`);
}

function compare(op: string, operand: unknown, value: unknown, ctx: EvalContext): Truth {
  if (op === '_is_null') return (value === null || value === undefined) === (operand === true);
  const right = resolveValue(operand, ctx);
  if (value === null || value === undefined) return null;
  switch (op) {
    case '_eq':
      return sameValue(value, right);
    case '_neq':
      return !sameValue(value, right);
    case '_in':
    case '_nin': {
      if (!Array.isArray(right)) throw new Error(`permission matrix: ${op} with ${JSON.stringify(operand)} is not supported`);
      const found = right.some((item) => sameValue(value, resolveValue(item, ctx)));
      return op === '_in' ? found : !found;
    }
    case '_gt':
      return order(value, right) > 0;
    case '_gte':
      return order(value, right) >= 0;
    case '_lt':
      return order(value, right) < 0;
    case '_lte':
      return order(value, right) <= 0;
    default:
      throw new Error(`permission matrix: operator ${op} is not supported by the matrix's evaluator`);
  }
}

/** The rows of a relationship's target that belong to `row`. */
export function relatedRows(table: TableShape, relationship: string, row: Row, ctx: EvalContext): Row[] {
  const rel = table.relationships.find((r) => r.name === relationship)!;
  if (rel.mapping.some(([local]) => row[local] === null || row[local] === undefined)) return [];
  return (ctx.rows.get(rel.target) ?? []).filter((other) => rel.mapping.every(([local, remote]) => sameValue(row[local], other[remote])));
}

/** Evaluates `exp` on `row` of `table`; null is SQL's unknown (the row is not allowed). */
export function evaluate(exp: BoolExp, table: TableShape, row: Row, ctx: EvalContext): Truth {
  const parts: Truth[] = [];
  for (const [key, value] of Object.entries(exp)) {
    if (key === '_and' || key === '_or') {
      if (!Array.isArray(value)) throw new Error(`permission matrix: ${key} expects a list`);
      const values = value.map((inner) => evaluate(inner as BoolExp, table, row, ctx));
      parts.push(key === '_and' ? and(values) : or(values));
    } else if (key === '_not') {
      const inner = evaluate(value as BoolExp, table, row, ctx);
      parts.push(inner === null ? null : !inner);
    } else if (key === '_exists') {
      const spec = value as { _table: { schema?: string; name: string } | string; _where: BoolExp };
      const target = typeof spec._table === 'string' ? `public.${spec._table}` : `${spec._table.schema ?? 'public'}.${spec._table.name}`;
      const shape = ctx.shapes.get(target);
      if (!shape) throw new Error(`permission matrix: _exists on untracked table ${target}`);
      parts.push((ctx.rows.get(target) ?? []).some((other) => evaluate(spec._where, shape, other, ctx) === true));
    } else if (table.columnsByName.has(key)) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new Error(`permission matrix: column ${table.key}.${key} compared without an operator`);
      }
      parts.push(and(Object.entries(value).map(([op, operand]) => compare(op, operand, row[key], ctx))));
    } else if (table.relationships.some((r) => r.name === key)) {
      const target = ctx.shapes.get(table.relationships.find((r) => r.name === key)!.target)!;
      parts.push(relatedRows(table, key, row, ctx).some((other) => evaluate(value as BoolExp, target, other, ctx) === true));
    } else {
      throw new Error(`permission matrix: ${table.key}: "${key}" in a permission is not supported by the matrix's evaluator`);
    }
  }
  return and(parts);
}

/** Whether the expression allows the row (unknown does not). */
export const allows = (exp: BoolExp, table: TableShape, row: Row, ctx: EvalContext): boolean => evaluate(exp, table, row, ctx) === true;

/** The columns of `table` the expression reads from the row itself (relationship joins included). */
export function columnsRead(exp: BoolExp, table: TableShape): Set<string> {
  const result = new Set<string>();
  const visit = (inner: BoolExp) => {
    for (const [key, value] of Object.entries(inner)) {
      if (key === '_and' || key === '_or') (value as BoolExp[]).forEach(visit);
      else if (key === '_not') visit(value as BoolExp);
      else if (table.columnsByName.has(key)) result.add(key);
      else {
        const rel = table.relationships.find((r) => r.name === key);
        if (rel) for (const [local] of rel.mapping) result.add(local);
      }
    }
  };
  visit(exp);
  return result;
}

/** Literal operands the expression compares `table`'s own columns with, per column (for building rows). */
export function literalsFor(exp: BoolExp, table: TableShape): Map<string, unknown[]> {
  const result = new Map<string, unknown[]>();
  const visit = (inner: BoolExp) => {
    for (const [key, value] of Object.entries(inner)) {
      if (key === '_and' || key === '_or') (value as BoolExp[]).forEach(visit);
      else if (key === '_not') visit(value as BoolExp);
      else if (table.columnsByName.has(key)) {
        for (const [op, operand] of Object.entries(value as Record<string, unknown>)) {
          const list = result.get(key) ?? [];
          if (op === '_in' || op === '_nin') list.push(...(Array.isArray(operand) ? operand : []));
          else if (op !== '_is_null') list.push(operand);
          result.set(key, list);
        }
      }
    }
  };
  visit(exp);
  return result;
}
