// Boolean expressions to SQL, for both a request's `where` argument and the permission rules of the
// metadata. They differ in three ways, as in Hasura: rules name database columns (arguments name GraphQL
// fields), rules may read session variables, and only arguments apply the target table's select
// permission when they reach through a relationship.
import { isDeepStrictEqual } from 'node:util';
import { unrestricted } from '../permissions/index.ts';
import type { ColumnInfo, ComputedFieldInfo, RelationshipInfo } from '../model/model.ts';
import { quoteIdent, tableName } from '../model/sql-names.ts';
import { GraphqlError } from '../errors.ts';
import { parseSessionArray } from '../../session/index.ts';
import type { SqlBuilder, SqlScope } from './builder.ts';
import { computedFieldCall } from './computed-fields.ts';
import { regexProblem } from './regex-guard.ts';

/** The text pattern operators (LIKE, SIMILAR TO and POSIX regex, and their negations): a scan the planner cannot index. */
export const TEXT_PATTERN_OPERATORS: ReadonlySet<string> = new Set([
  '_like',
  '_nlike',
  '_ilike',
  '_nilike',
  '_similar',
  '_nsimilar',
  '_regex',
  '_nregex',
  '_iregex',
  '_niregex',
]);

/** The pattern operators a trigram index serves: a request's pattern is written into the statement (builder.ts). */
const INLINED_PATTERNS: ReadonlySet<string> = new Set(['_like', '_ilike', '_regex', '_iregex']);

interface Mode {
  /** Request arguments: GraphQL names, permissions applied through relationships, no session variables. */
  applyPermissions: boolean;
  /** The outermost table of a rule, for column comparisons written as ["$", "column"]. */
  root?: SqlScope;
  /** The expression is a branch of a request's `_or` (its own keys only: anything nested clears it). */
  orBranch?: boolean;
}

const SIMPLE_OPERATORS: Record<string, string> = {
  _eq: '=',
  _neq: '<>',
  _gt: '>',
  _gte: '>=',
  _lt: '<',
  _lte: '<=',
  _like: 'LIKE',
  _nlike: 'NOT LIKE',
  _ilike: 'ILIKE',
  _nilike: 'NOT ILIKE',
  _similar: 'SIMILAR TO',
  _nsimilar: 'NOT SIMILAR TO',
  _regex: '~',
  _nregex: '!~',
  _iregex: '~*',
  _niregex: '!~*',
  _contains: '@>',
  _contained_in: '<@',
};

/**
 * The ltree operators as Hasura compiles them (Backends/Postgres/Translate/BoolExp.hs: `_ancestor[_any]` `@>`,
 * `_descendant[_any]` `<@`, `_matches` `~` an lquery, `_matches_any` `?` an lquery[], `_matches_fulltext` `@` an
 * ltxtquery), each with whether it takes a list and the type of its operand (the column's when not named).
 */
const LTREE_OPERATORS: Record<string, { sql: string; list: boolean; operandType?: 'lquery' | 'ltxtquery' }> = {
  _ancestor: { sql: '@>', list: false },
  _ancestor_any: { sql: '@>', list: true },
  _descendant: { sql: '<@', list: false },
  _descendant_any: { sql: '<@', list: true },
  _matches: { sql: '~', list: false, operandType: 'lquery' },
  _matches_any: { sql: '?', list: true, operandType: 'lquery' },
  _matches_fulltext: { sql: '@', list: false, operandType: 'ltxtquery' },
};

const COLUMN_OPERATORS: Record<string, string> = {
  _ceq: '=',
  _cne: '<>',
  _cgt: '>',
  _cgte: '>=',
  _clt: '<',
  _clte: '<=',
};

// Operators whose operand is a pattern PostgreSQL backtracks on (checked by regex-guard.ts).
const PATTERN_OPERATORS: Record<string, 'posix' | 'similar'> = {
  _regex: 'posix',
  _nregex: 'posix',
  _iregex: 'posix',
  _niregex: 'posix',
  _similar: 'similar',
  _nsimilar: 'similar',
};

const SESSION_PREFIX = 'x-hasura-';

function sessionValue(value: unknown, builder: SqlBuilder): unknown {
  if (typeof value !== 'string' || !value.toLowerCase().startsWith(SESSION_PREFIX)) return value;
  const name = value.toLowerCase();
  const found = builder.session.variables[name];
  // Hasura's words (Backends/Postgres/Execute/Prepare.hs, prepareWithPlan).
  if (found === undefined) throw new GraphqlError('not-found', `missing session variable: "${name}"`, '$');
  return found;
}

/** A permission preset's value: a session variable's value when it names one (`X-Hasura-User-Id`). */
export function presetValue(value: unknown, builder: SqlBuilder): unknown {
  return sessionValue(value, builder);
}

function isSessionVariable(value: unknown): boolean {
  return typeof value === 'string' && value.toLowerCase().startsWith(SESSION_PREFIX);
}

/** How a comparison writes its operand: a parameter, or for a rule's own constant, a literal. */
interface Operand {
  value: unknown;
  /** From a session variable: `value` is its text, which PostgreSQL reads as the operand's type (`{1,2}` an array). */
  session: boolean;
  sql(value: unknown, sqlType: string): string;
  array(values: unknown[], elementSqlType: string): string;
}

function resolveOperand(raw: unknown, mode: Mode, builder: SqlBuilder): Operand {
  // Request values and session variables are parameters; a rule's constants are part of the metadata.
  const session = !mode.applyPermissions && isSessionVariable(raw);
  const constant = !mode.applyPermissions && !session;
  return {
    value: session ? sessionValue(raw, builder) : raw,
    session,
    sql: (value, sqlType) => (constant ? builder.constant(value, sqlType) : builder.param(value, sqlType)),
    array: (values, elementSqlType) =>
      constant ? builder.arrayConstant(values, elementSqlType) : builder.arrayParam(values, elementSqlType),
  };
}

/**
 * A list operand (`_in`, `_has_keys_any`) given by a session variable, as Hasura reads it: its text cast to the
 * array type, so PostgreSQL reads `{1,2,3}` (and refuses a malformed literal, `data-exception`). A JSON array
 * (`[1,2,3]`, how this engine keeps a token's list claims) is read here instead.
 */
function sessionList(operand: Operand, elementSqlType: string, json: boolean): string {
  const text = String(operand.value);
  if (!text.trim().startsWith('[')) return operand.sql(text, `${elementSqlType}[]`);
  const items = parseSessionArray(text);
  return operand.array(json ? items.map(jsonText) : items, elementSqlType);
}

/** A json/jsonb operand as JSON text (a string operand is a JSON string, `_contains: "a"` is `'"a"'`). */
const jsonText = (value: unknown): string => JSON.stringify(value);

/** What a comparison reads: the SQL of a column's value (cast by `_cast`), and that value's column. */
interface Compared {
  ref: string;
  column: ColumnInfo;
}

// `_cast` as Hasura offers it (Backends/Postgres/Instances/Schema.hs castExp): the source column type, and per
// target the name it is given in a request (its GraphQL scalar) or in a rule (its Postgres type) with the type.
const CASTS: Record<string, Record<string, { type: string; scalar: string }>> = {
  jsonb: { String: { type: 'text', scalar: 'String' }, text: { type: 'text', scalar: 'String' } },
  geometry: { geography: { type: 'geography', scalar: 'geography' } },
  geography: { geometry: { type: 'geometry', scalar: 'geometry' } },
};

function castTo(compared: Compared, target: string): Compared {
  const { column } = compared;
  const cast = column.type.isArray ? undefined : CASTS[column.type.name]?.[target];
  if (!cast) throw new GraphqlError('validation-failed', `cannot cast column "${column.name}" to ${target}`, '$');
  const schema = cast.type === 'text' ? 'pg_catalog' : column.type.schema;
  const sqlType = `${quoteIdent(schema)}.${quoteIdent(cast.type)}`;
  return {
    ref: `(${compared.ref})::${sqlType}`,
    column: { ...column, type: { ...column.type, name: cast.type, schema, kind: 'base', domain: null }, scalar: cast.scalar, sqlType },
  };
}

function columnRef(scope: SqlScope, column: ColumnInfo): string {
  return `${scope.alias}.${quoteIdent(column.name)}`;
}

function findColumn(scope: SqlScope, key: string, mode: Mode): ColumnInfo | undefined {
  if (mode.applyPermissions) return scope.access.columns.find((column) => column.field === key);
  return scope.access.table.columnsByName.get(key);
}

function elementSqlType(column: ColumnInfo): string {
  return column.sqlType.endsWith('[]') ? column.sqlType.slice(0, -2) : column.sqlType;
}

/** Refuses a request's pattern that could keep the database backtracking (the metadata's own are trusted). */
function checkPattern(operator: string, operand: unknown, mode: Mode): void {
  const dialect = PATTERN_OPERATORS[operator];
  if (!dialect || !mode.applyPermissions || typeof operand !== 'string') return;
  const problem = regexProblem(operand, dialect);
  if (problem) throw new GraphqlError('validation-failed', `invalid pattern for ${operator}: ${problem}`, '$');
}

/** Hasura also accepts `$eq` for `_eq`, and a bare value (`column: value`) for `{_eq: value}`. */
function operatorsOf(value: unknown): [string, unknown][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [['_eq', value]];
  return Object.entries(value).map(([operator, operand]) => [operator.startsWith('$') ? `_${operator.slice(1)}` : operator, operand]);
}

function comparison(compared: Compared, operators: unknown, scope: SqlScope, builder: SqlBuilder, mode: Mode): string {
  const { ref, column } = compared;
  const json = !column.type.isArray && (column.scalar === 'json' || column.scalar === 'jsonb');
  const parts: string[] = [];
  for (const [operator, rawOperand] of operatorsOf(operators)) {
    const resolved = resolveOperand(rawOperand, mode, builder);
    const operand = resolved.value;
    // An explicit null operand leaves the condition out, as Hasura's default (v1 null collapse) does.
    if (operand === null || operand === undefined) continue;
    checkPattern(operator, operand, mode);
    // A json operand is sent as JSON text; a session variable's text already is what PostgreSQL reads.
    const asJson = (value: unknown) => (json && !resolved.session ? jsonText(value) : value);
    if (operator === '_cast') {
      for (const [target, nested] of Object.entries(operand as Record<string, unknown>)) {
        if (nested !== null && nested !== undefined) parts.push(comparison(castTo(compared, target), nested, scope, builder, mode));
      }
    } else if (operator === '_is_null') {
      parts.push(`${ref} IS ${operand === true || operand === 'true' ? '' : 'NOT '}NULL`);
    } else if (operator === '_in' || operator === '_nin') {
      let condition: string | null;
      if (resolved.session && !column.type.isArray) {
        condition = `${ref} = ANY(${sessionList(resolved, elementSqlType(column), json)})`;
      } else {
        const list = Array.isArray(operand) ? operand : parseSessionArray(String(operand));
        // On an array column each item is a whole array (a JSON list, or a literal such as '{a,b}'): PostgreSQL has
        // no arrays of arrays of any length, so the items are compared one by one.
        const arrayItem = (item: unknown) =>
          Array.isArray(item) ? resolved.array(item, elementSqlType(column)) : resolved.sql(item, column.sqlType);
        condition =
          list.length === 0
            ? null
            : column.type.isArray
              ? `${ref} IN (${list.map(arrayItem).join(', ')})`
              : `${ref} = ANY(${resolved.array(list.map(asJson), elementSqlType(column))})`;
      }
      if (condition === null) parts.push(operator === '_in' ? 'false' : 'true');
      else parts.push(operator === '_in' ? condition : `NOT (${condition})`);
    } else if (operator === '_has_key') {
      parts.push(`${ref} ? ${resolved.sql(operand, 'text')}`);
    } else if (operator === '_has_keys_any' || operator === '_has_keys_all') {
      const keys = resolved.session ? sessionList(resolved, 'text', false) : resolved.array(operand as unknown[], 'text');
      parts.push(`${ref} ${operator === '_has_keys_any' ? '?|' : '?&'} ${keys}`);
    } else if (operator in LTREE_OPERATORS && column.type.name === 'ltree' && !column.type.isArray) {
      const { sql, list, operandType } = LTREE_OPERATORS[operator]!;
      // lquery and ltxtquery come with ltree, in its extension's schema.
      const type = operandType ? `${quoteIdent(column.type.schema)}.${quoteIdent(operandType)}` : column.sqlType;
      const value = !list
        ? resolved.sql(operand, type)
        : resolved.session
          ? sessionList(resolved, type, false)
          : resolved.array(Array.isArray(operand) ? operand : [operand], type);
      parts.push(`${ref} ${sql} ${value}`);
    } else if (operator in COLUMN_OPERATORS) {
      parts.push(`${ref} ${COLUMN_OPERATORS[operator]} ${columnOperand(operand, scope, mode)}`);
    } else if (operator in SIMPLE_OPERATORS) {
      const textual = TEXT_PATTERN_OPERATORS.has(operator);
      // A request's list compared by containment with an array column: written for the planner to see (builder.ts).
      const containment = mode.applyPermissions && (operator === '_contains' || operator === '_contained_in');
      // And a request's pattern a trigram index may serve, likewise.
      const pattern = mode.applyPermissions && INLINED_PATTERNS.has(operator) && typeof operand === 'string';
      const value =
        column.type.isArray && Array.isArray(operand)
          ? containment
            ? builder.inlineArray(operand, elementSqlType(column))
            : resolved.array(operand, elementSqlType(column))
          : pattern
            ? builder.inlineText(operand as string, 'text')
            : resolved.sql(asJson(operand), textual ? 'text' : column.sqlType);
      parts.push(`${ref} ${SIMPLE_OPERATORS[operator]} ${value}`);
    } else {
      throw new GraphqlError('validation-failed', `unknown operator '${operator}'`, '$');
    }
  }
  return parts.length ? parts.join(' AND ') : 'true';
}

function columnOperand(operand: unknown, scope: SqlScope, mode: Mode): string {
  if (Array.isArray(operand)) {
    const [first, name] = operand as string[];
    const target = first === '$' && mode.root ? mode.root : scope;
    const column = target.access.table.columnsByName.get(String(name));
    if (!column) throw new GraphqlError('validation-failed', `unknown column '${String(name)}'`, '$');
    return columnRef(target, column);
  }
  const column = scope.access.table.columnsByName.get(String(operand));
  if (!column) throw new GraphqlError('validation-failed', `unknown column '${String(operand)}'`, '$');
  return columnRef(scope, column);
}

/** The conjuncts of a boolean expression: its keys one by one, `_and`'s items flattened. */
function conjuncts(expression: Record<string, unknown>): unknown[] {
  return Object.entries(expression).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (key === '_and' || key === '$and') {
      const items = (Array.isArray(value) ? value : [value]) as (Record<string, unknown> | null)[];
      return items.flatMap((item) => (item === null ? [] : conjuncts(item)));
    }
    return [{ [key]: value }];
  });
}

/**
 * Whether a rule's `relationship: nested` on a row of `scope` holds for every row the scope reads, so its EXISTS
 * can be left out: the scope's rows are read through the inverse of that relationship from a parent row of the
 * target table itself (joined in the same WHERE), and that parent passed the role's filter on its table, of which
 * `nested` is a part. The parent row is then the row the EXISTS looks for. The anonymous comment rule
 * `discussion: {hidden: {_eq: false}}` read under a visible discussion is one. A conjunct naming the rule's root
 * table (`["$", column]`) is never taken as the same condition, since the two rules' roots differ.
 */
function reachesFilteredParent(relationship: RelationshipInfo, nested: Record<string, unknown>, scope: SqlScope): boolean {
  const joined = scope.joined;
  if (!joined?.parent.filtered || joined.parent.access.table.key !== relationship.target) return false;
  const inverse = joined.relationship.mapping;
  if (joined.relationship.target !== scope.access.table.key || inverse.length !== relationship.mapping.length) return false;
  // This relationship maps the scope's `local` to the parent's `remote`; the parent's maps its `local` to the scope's `remote`.
  const sameColumns = relationship.mapping.every(([local, remote]) =>
    inverse.some(([parentLocal, childRemote]) => childRemote === local && parentLocal === remote),
  );
  if (!sameColumns) return false;
  const parentFilter = joined.parent.access.filter;
  if (!parentFilter) return true;
  const known = conjuncts(parentFilter);
  const wanted = conjuncts(nested);
  return wanted.every((conjunct) => !JSON.stringify(conjunct).includes('"$"') && known.some((item) => isDeepStrictEqual(item, conjunct)));
}

function relationshipExists(
  relationship: RelationshipInfo,
  nested: Record<string, unknown>,
  scope: SqlScope,
  builder: SqlBuilder,
  mode: Mode,
): string {
  if (!mode.applyPermissions && reachesFilteredParent(relationship, nested, scope)) return 'true';
  const target = mode.applyPermissions ? builder.selectable(relationship.target) : unrestricted(builder.table(relationship.target)!);
  const child: SqlScope = { alias: builder.alias(), access: target };
  if (mode.orBranch && mode.applyPermissions && relationship.kind === 'object' && relationship.mapping.length === 1) {
    return keyAmong(relationship.mapping[0]!, nested, scope, child, builder, mode);
  }
  const join = relationship.mapping
    .map(([local, remote]) => `${child.alias}.${quoteIdent(remote)} = ${scope.alias}.${quoteIdent(local)}`)
    .join(' AND ');
  const conditions = [join];
  if (mode.applyPermissions) conditions.push(permissionFilter(child, builder));
  conditions.push(compileBoolExp(nested, child, builder, mode));
  return `EXISTS (SELECT 1 FROM ${tableName(target.table)} AS ${child.alias} WHERE ${conditions.filter((c) => c !== 'true').join(' AND ')})`;
}

/**
 * An object relationship's condition as a branch of a request's `_or` (the forum search: title, text, or the author's
 * name): the row's key among the keys of the target rows that pass, `local = ANY (ARRAY(SELECT remote ...))`. An
 * EXISTS in an OR is a subplan PostgreSQL runs as a filter, so no branch of the OR can be read through an index and
 * the table is read whole (or walked whole in the list's order) for a term that matches little. The array is
 * computed once (it reads the target alone: an InitPlan), and `local = ANY` is an index condition, so each branch
 * is read through its own index and the branches' rows are OR-ed as bitmaps. The same rows as EXISTS, two-valued:
 * a NULL key is false, and the array holds no NULL (so `_not` of it is what `_not` of the EXISTS is).
 */
function keyAmong(
  [local, remote]: [string, string],
  nested: Record<string, unknown>,
  scope: SqlScope,
  child: SqlScope,
  builder: SqlBuilder,
  mode: Mode,
): string {
  const remoteRef = `${child.alias}.${quoteIdent(remote)}`;
  const localRef = `${scope.alias}.${quoteIdent(local)}`;
  const conditions = [`${remoteRef} IS NOT NULL`, permissionFilter(child, builder), compileBoolExp(nested, child, builder, mode)];
  const where = conditions.filter((c) => c !== 'true').join(' AND ');
  return `(${localRef} IS NOT NULL AND ${localRef} = ANY (ARRAY(SELECT ${remoteRef} FROM ${tableName(child.access.table)} AS ${child.alias} WHERE ${where})))`;
}

/**
 * A computed field in a boolean expression, as Hasura compiles it (Backends/Postgres/Translate/BoolExp.hs): its scalar
 * compared, or for one returning rows, whether one of them matches; without the select permission of the rows'
 * table, which Hasura does not apply here.
 */
function computedFieldCondition(field: ComputedFieldInfo, value: unknown, scope: SqlScope, builder: SqlBuilder, mode: Mode): string {
  const call = computedFieldCall(field, undefined, scope, builder);
  if (field.returns.kind === 'scalar') return comparison({ ref: call, column: field.returns.column }, value, scope, builder, mode);
  const target = mode.applyPermissions ? builder.selectable(field.returns.target) : unrestricted(builder.table(field.returns.target)!);
  const child: SqlScope = { alias: builder.alias(), access: target };
  return `EXISTS (SELECT 1 FROM ${call} AS ${child.alias} WHERE ${compileBoolExp((value ?? {}) as Record<string, unknown>, child, builder, mode)})`;
}

function existsClause(value: Record<string, unknown>, builder: SqlBuilder, mode: Mode): string {
  const given = value._table as { schema?: string; name: string } | string;
  const name = typeof given === 'string' ? { schema: 'public', name: given } : { schema: given.schema ?? 'public', name: given.name };
  const table = builder.table(`${name.schema}.${name.name}`);
  if (!table) throw new GraphqlError('validation-failed', `table ${name.schema}.${name.name} is not tracked`, '$');
  const child: SqlScope = { alias: builder.alias(), access: unrestricted(table) };
  const where = compileBoolExp((value._where as Record<string, unknown>) ?? {}, child, builder, { ...mode, applyPermissions: false });
  return `EXISTS (SELECT 1 FROM ${tableName(table)} AS ${child.alias} WHERE ${where})`;
}

/** Compiles a boolean expression in the scope of one table. */
export function compileBoolExp(expression: Record<string, unknown>, scope: SqlScope, builder: SqlBuilder, mode: Mode): string {
  const root = mode.root ?? scope;
  const inner: Mode = { ...mode, root, orBranch: false };
  const parts: string[] = [];
  for (const [rawKey, value] of Object.entries(expression)) {
    if (value === undefined) continue;
    const key = rawKey.startsWith('$') ? `_${rawKey.slice(1)}` : rawKey;
    // `{_and: null}` says nothing, as an explicit null operand does (below).
    if (value === null && (key === '_and' || key === '_or' || key === '_not')) continue;
    if (key === '_and' || key === '_or') {
      const items = (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
      const paramsBefore = builder.params.length;
      const compiled = items.map((item) => compileBoolExp(item, scope, builder, { ...inner, orBranch: key === '_or' }));
      if (key === '_and') {
        const meaningful = compiled.filter((part) => part !== 'true');
        parts.push(meaningful.length ? `(${meaningful.join(' AND ')})` : 'true');
      } else if (compiled.length === 0) {
        parts.push('false');
      } else if (compiled.includes('true') && builder.params.length === paramsBefore) {
        // Always true (an EXISTS known to hold, above); kept written out when the others hold parameters, which
        // the statement must still use.
        parts.push('true');
      } else {
        parts.push(`(${compiled.join(' OR ')})`);
      }
    } else if (key === '_not') {
      parts.push(`NOT (${compileBoolExp(value as Record<string, unknown>, scope, builder, inner)})`);
    } else if (key === '_exists') {
      parts.push(existsClause(value as Record<string, unknown>, builder, inner));
    } else {
      const column = findColumn(scope, key, mode);
      if (column) {
        // A request compares what the role reads (an inherited role's hidden cells as null); a rule the column itself.
        const ref = mode.applyPermissions ? redacted(scope, column.name, columnRef(scope, column), builder) : columnRef(scope, column);
        parts.push(comparison({ ref, column }, value, scope, builder, inner));
        continue;
      }
      // Rules read every computed field of the table; a request only those the role may select.
      const computedFields = mode.applyPermissions ? scope.access.computedFields : scope.access.table.computedFields;
      const computed = computedFields.find((field) => field.name === key && field.inputs.length === 0);
      if (computed) {
        parts.push(computedFieldCondition(computed, value, scope, builder, inner));
        continue;
      }
      const relationship = scope.access.table.relationshipsByName.get(key);
      if (!relationship) throw new GraphqlError('validation-failed', `'${key}' is neither a column nor a relationship`, '$');
      parts.push(
        relationshipExists(relationship, (value ?? {}) as Record<string, unknown>, scope, builder, { ...inner, orBranch: mode.orBranch }),
      );
    }
  }
  const meaningful = parts.filter((part) => part !== 'true');
  return meaningful.length ? meaningful.join(' AND ') : 'true';
}

/**
 * A field's value (a column's, a computed field's) as the scope's role reads it: for an inherited role, null in the
 * rows where none of the parents that may read it could see the row (Hasura's redaction, Translate/Select notes).
 */
export function redacted(scope: SqlScope, field: string, value: string, builder: SqlBuilder): string {
  const redaction = scope.access.redactions.get(field);
  if (!redaction) return value;
  return `CASE WHEN ${compileBoolExp(redaction, scope, builder, { applyPermissions: false })} THEN ${value} ELSE NULL END`;
}

/** The role's select permission filter on a table scope ('true' when it may see every row, as admin). */
export function permissionFilter(scope: SqlScope, builder: SqlBuilder): string {
  const filter = scope.access.filter;
  if (!filter) return 'true';
  return compileBoolExp(filter, scope, builder, { applyPermissions: false });
}
