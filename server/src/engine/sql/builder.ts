// What every compiled statement is built with: its parameters, fresh table aliases, the session and the
// role's access, and the scope (alias + readable table) expressions are written in.
import type { RoleAccess, SelectAccess } from '../permissions/index.ts';
import type { RelationshipInfo, TableInfo } from '../model/model.ts';
import { GraphqlError } from '../errors.ts';
import type { Session } from '../../session/index.ts';

/** A table as a statement reads it: its alias and what the role (or a rule) may read of it. */
export interface SqlScope {
  alias: string;
  access: SelectAccess;
  /** Set when the scope's rows are rows of the table itself that passed the role's select filter (`access.filter`). */
  filtered?: boolean;
  /** The scope's rows are read through this relationship of a parent row (the join is in the same WHERE). */
  joined?: { parent: SqlScope; relationship: RelationshipInfo };
  /**
   * The LEFT JOINs of the scope's FROM, when its rows are a list's (compile.ts, rowsJson): an object relationship to at
   * most one row is joined there, and its own such relationships too, instead of being read by a subquery per row.
   */
  joins?: string[];
}

/** A quoted SQL string literal (standard_conforming_strings: only the quote needs doubling). */
export const literal = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/**
 * A request's text as an escape string literal (`E'...'`): backslashes and quotes doubled, read the same whatever
 * standard_conforming_strings says (a NUL never reaches the engine: input-guard.ts).
 */
const escapeLiteral = (value: string): string => `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/** A list as JSON text, objects inside it as JSON text too. */
const arrayText = (values: unknown[]): string =>
  JSON.stringify(values.map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v)));

/** A parameter as sent: its text (objects as JSON text), or null. */
export const paramText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** What a value is written as: a column's type, or a function argument's. */
export interface ValueType {
  type: { isArray: boolean };
  scalar: string;
  /** The SQL type, `[]` ending an array's. */
  sqlType: string;
}

/** A request's value of a column or argument: a list as a typed array, json and jsonb as their JSON text. */
export function valueSql(builder: SqlBuilder, type: ValueType, value: unknown): string {
  if (value === null) return 'NULL';
  if (type.type.isArray && Array.isArray(value)) return builder.arrayParam(value, type.sqlType.slice(0, -2));
  if (type.scalar === 'json' || type.scalar === 'jsonb') return builder.param(JSON.stringify(value), type.sqlType);
  return builder.param(value, type.sqlType);
}

/**
 * Where a statement reads its parameter number `n` (from 1): `$n`, or for a multiplexed live query the n-th
 * text of the subscriber's JSON array of parameters (`multiplexedParam`). Every parameter is text (or NULL)
 * cast to its type, so both read the same value the same way.
 */
export type Placeholder = (n: number) => string;

const statementParam: Placeholder = (n) => `$${n}`;

/** A multiplexed statement's parameter: the subscriber's row `_subs` holds its parameters as a JSON array of texts. */
export const multiplexedParam: Placeholder = (n) => `(_subs.result_vars->>${n - 1})`;

/** Collects parameters and fresh table aliases for one statement. */
export class SqlBuilder {
  readonly params: unknown[] = [];
  private aliases = 0;
  /** Set once a request's value is written into the statement (`inlineArray`): the statement must not be prepared. */
  valuesInline = false;

  /**
   * `inlineValues`: a statement run unprepared (a query's, a live query's), where `inlineArray` and `inlineText` may
   * write a request's value into the SQL; elsewhere (mutations, actions) it stays a parameter.
   */
  constructor(
    readonly session: Session,
    readonly access: RoleAccess,
    private readonly placeholder: Placeholder = statementParam,
    private readonly inlineValues = false,
  ) {}

  /** A parameter cast to the given SQL type; objects are sent as JSON text. */
  param(value: unknown, sqlType: string): string {
    this.params.push(paramText(value));
    return `${this.placeholder(this.params.length)}::${sqlType}`;
  }

  /** A list parameter, sent as a JSON array and unpacked into a typed Postgres array. */
  arrayParam(values: unknown[], elementSqlType: string): string {
    this.params.push(arrayText(values));
    return `ARRAY(SELECT json_array_elements_text(${this.placeholder(this.params.length)}::json))::${elementSqlType}[]`;
  }

  /**
   * A request's list compared with an array column by containment (`@>`, `<@`), written into the statement as an array
   * of literals where the statement allows it (else a parameter, as `arrayParam`). The planner reads a constant's
   * elements in the column's statistics (its most common elements): a tag on a fifth of the posts is read by walking
   * the newest-first index, a rare one through the GIN index. A parameter's, unknown to a generic plan, is taken to
   * match 0.5% of the rows whatever it is, and a common tag's page sorted all its posts. The statement is then run
   * unprepared (`valuesInline`): planned for its values each time (a fraction of a millisecond), and no prepared
   * statement per value on the database's connections.
   */
  inlineArray(values: unknown[], elementSqlType: string): string {
    if (!this.inlineValues) return this.arrayParam(values, elementSqlType);
    this.valuesInline = true;
    const items = values.map((value) =>
      value === null || value === undefined
        ? `NULL::${elementSqlType}`
        : `${escapeLiteral(typeof value === 'object' ? JSON.stringify(value) : String(value))}::${elementSqlType}`,
    );
    return items.length === 0 ? `'{}'::${elementSqlType}[]` : `ARRAY[${items.join(', ')}]::${elementSqlType}[]`;
  }

  /**
   * A request's pattern (`_like`, `_ilike`, `_regex`, `_iregex`) written into the statement, as `inlineArray` says:
   * the planner reads a constant pattern (its length, its fixed part, the column's statistics) and whether a trigram
   * index can serve it. A parameter is taken to match 0.5% of the rows whatever it is: a two-letter term (no trigram:
   * the GIN index hands over every row) was read through the index, a rare one was read by walking the whole table.
   */
  inlineText(value: string, sqlType: string): string {
    if (!this.inlineValues) return this.param(value, sqlType);
    this.valuesInline = true;
    return `${escapeLiteral(value)}::${sqlType}`;
  }

  /**
   * A constant of the metadata (a permission rule's value, never a request's) written into the SQL as a
   * quoted literal cast to its type, as Hasura does: the statement's plan then knows it (a partial index on
   * `published` applies to `published = true`), and a prepared statement keeps one generic plan.
   */
  constant(value: unknown, sqlType: string): string {
    if (value === null || value === undefined) return `NULL::${sqlType}`;
    return `${literal(typeof value === 'object' ? JSON.stringify(value) : String(value))}::${sqlType}`;
  }

  /** A list constant of the metadata, as `constant` says. */
  arrayConstant(values: unknown[], elementSqlType: string): string {
    return `ARRAY(SELECT json_array_elements_text(${literal(arrayText(values))}::json))::${elementSqlType}[]`;
  }

  alias(): string {
    this.aliases += 1;
    return `_${this.aliases}`;
  }

  /** What the role may read of a table (the planner only reaches tables it may). */
  selectable(key: string): SelectAccess {
    const access = this.access.select.get(key);
    if (!access) throw new GraphqlError('unexpected', `no access to table ${key}`);
    return access;
  }

  /** A tracked table, whatever the role may do with it (permission rules reach any table). */
  table(key: string): TableInfo | undefined {
    return this.access.tables.get(key)?.table;
  }
}
