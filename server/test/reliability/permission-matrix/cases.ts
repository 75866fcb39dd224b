// One case of the matrix: a table, a role and an operation. First the schema (the root field exists exactly
// when Hasura's rules give it, the table's type and input types hold exactly Hasura's fields), then the
// behaviour as that role's real session: a denied operation is refused with Hasura's validation error; a
// read returns exactly the rows the permission's filter allows of those the admin sees; a write touches a
// row the permission allows, leaves one it does not, is refused when it breaks the check, and applies the
// presets. Expectations come from the admin's rows and the rules, never from the demo content as remembered.
import { expect } from 'vitest';
import { dataOf, type GraphqlResult } from '../../engine/harness.ts';
import { allows, columnsRead, sameValue, type Row } from './bool-exp.ts';
import { isTextColumn, type ColumnShape, type TableShape } from './catalog.ts';
import { evalContext, extraValues, insertCopy, isTrivial, typeNames, type MatrixContext } from './context.ts';
import type { BoolExp } from './metadata.ts';
import { adminRows, buildRow, findRow, insertDirect, isForeignKeyColumn, uniqueText, valuesOf } from './rows.ts';
import { fieldName, rootOf, type Operation, type RootKind, type TableRules } from './rules.ts';

type Result = GraphqlResult<Record<string, unknown>>;

/** Hasura's answer to a write whose row fails the permission's check (insert and update alike). */
/** A failed insert or update check: at the insert's objects (Hasura's convertToSQLTransaction), `$` for updates. */
const checkFailed = (path = '$') => ({
  message: 'check constraint of an insert/update permission has failed',
  extensions: { code: 'permission-error', path },
});

function unsupported(rules: TableRules, what: string): never {
  throw new Error(`permission matrix: ${rules.table.key} as ${rules.role}: ${what} is not supported by the matrix; extend it`);
}

function literal(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  throw new Error(`permission matrix: no GraphQL literal for ${JSON.stringify(value)}`);
}

/** A primary key value no row has. */
function missingValue(column: ColumnShape): unknown {
  if (column.udt === 'uuid') return '00000000-0000-4000-8000-00000000ffff';
  if (isTextColumn(column)) return 'permission-matrix-missing-row';
  if (['int2', 'int4', 'int8'].includes(column.udt)) return -1;
  // A one-row table is keyed `true` (`id boolean PRIMARY KEY DEFAULT true CHECK (id)`): no row is keyed `false`.
  if (column.udt === 'bool') return false;
  throw new Error(`permission matrix: no missing value for a primary key of type ${column.udt}`);
}

const missingRow = (table: TableShape): Row =>
  Object.fromEntries(table.primaryKey.map((c) => [c, missingValue(table.columnsByName.get(c)!)]));
const pick = (row: Row, columns: string[]): Row => Object.fromEntries(columns.map((c) => [c, row[c]]));
const pkArgs = (table: TableShape, row: Row): string =>
  table.primaryKey.length ? `(${table.primaryKey.map((c) => `${c}: ${literal(row[c])}`).join(', ')})` : '';
const pkWhere = (table: TableShape, row: Row): Row => Object.fromEntries(table.primaryKey.map((c) => [c, { _eq: row[c] }]));
const pkWhereLiteral = (table: TableShape, row: Row): string =>
  `{${table.primaryKey.map((c) => `${c}: {_eq: ${literal(row[c])}}`).join(', ')}}`;

/** Sends an operation as the role's session; a subscription is prepared and polled once, as the transport does. */
async function send(ctx: MatrixContext, role: string, root: RootKind, query: string, variables?: Record<string, unknown>): Promise<Result> {
  const session = ctx.sessions.get(role)!;
  if (root !== 'subscription') return ctx.t.gql(query, session.headers, variables);
  const engineSession = await ctx.t.engine.resolveSession(session.headers);
  const prepared = await ctx.t.engine.prepareSubscription(variables ? { query, variables } : { query }, engineSession);
  if (prepared.kind === 'errors') return JSON.parse(prepared.body) as Result;
  if (prepared.kind === 'live') return JSON.parse(await prepared.run()) as Result;
  return JSON.parse((await prepared.run(undefined)).body) as Result;
}

function note(ctx: MatrixContext, rules: TableRules, operation: Operation, text: string): void {
  ctx.notes.push(`${rules.table.key} / ${rules.role} / ${operation}: ${text}`);
}

/** Values of presets for a session (a session variable's value, or the literal). */
function resolvePresets(ctx: MatrixContext, role: string, presets: Record<string, unknown>): Row {
  const variables = ctx.sessions.get(role)!.variables;
  return Object.fromEntries(
    Object.entries(presets).map(([column, value]) => {
      if (typeof value !== 'string' || !/^x-hasura-/i.test(value)) return [column, value];
      const found = variables[value.toLowerCase()];
      if (found === undefined) throw new Error(`permission matrix: preset ${column} needs ${value}, which the ${role} session lacks`);
      return [column, found];
    }),
  );
}

function expectPresets(row: Row, presets: Row, what: string): void {
  const wrong = Object.entries(presets).filter(([column, value]) => !sameValue(row[column], value));
  expect(Object.fromEntries(wrong.map(([column]) => [column, row[column]])), `${what}: presets applied`).toEqual(
    Object.fromEntries(wrong.map(([column, value]) => [column, value])),
  );
}

const pkSelectable = (rules: TableRules): boolean =>
  !!rules.select && rules.table.primaryKey.length > 0 && rules.table.primaryKey.every((c) => rules.select!.columns.includes(c));

/** The selection of a single-row mutation: the primary key when the role may select it. */
const returning = (rules: TableRules): string => (pkSelectable(rules) ? rules.table.primaryKey.join(' ') : '__typename');

/** A single-row answer: the row's key, checked when the role may see the row (no claim is made for a row it may not). */
function expectReturnedRow(ctx: MatrixContext, rules: TableRules, rows: Map<string, Row[]>, got: unknown, row: Row, what: string): void {
  const visible = rules.select && allows(rules.select.filter, rules.table, row, evalContext(ctx, rules.role, rows));
  if (pkSelectable(rules) && visible) expect(got, what).toEqual(pick(row, rules.table.primaryKey));
}

// ------------------------------------------------------------------------------------------------- schema

function checkSchema(ctx: MatrixContext, rules: TableRules, operation: Operation): void {
  const schema = ctx.schemas.get(rules.role)!;
  const field = fieldName(rules.table, operation);
  const root = rootOf(operation);
  expect(schema.roots[root]?.includes(field) ?? false, `${field} in ${root}_root of ${rules.role}`).toBe(rules.operations.has(operation));
  const names = typeNames(rules.table);
  if (operation === 'select') expect(schema.types.get(names.object), `fields of ${names.object}`).toEqual(rules.typeFields);
  if (operation === 'insert') {
    expect(schema.types.get(names.insertInput), `fields of ${names.insertInput}`).toEqual(rules.insertInputFields);
  }
  if (operation === 'update') {
    expect(schema.types.get(names.setInput), `fields of ${names.setInput}`).toEqual(rules.setInputFields);
    expect(schema.types.get(names.incInput), `fields of ${names.incInput}`).toEqual(rules.incInputFields);
  }
}

// ------------------------------------------------------------------------------------------------- denied

async function denied(ctx: MatrixContext, rules: TableRules, operation: Operation): Promise<void> {
  const { table, role } = rules;
  const field = fieldName(table, operation);
  const root = rootOf(operation);
  const missing = missingRow(table);
  const byPk = pkArgs(table, missing);
  const where = table.primaryKey.length ? pkWhereLiteral(table, missing) : '{}';
  // Well-formed for the field Hasura would build, and aimed at no row should the field wrongly exist.
  const documents: Record<Operation, string> = {
    select: `query { ${field} { __typename } }`,
    select_by_pk: `query { ${field}${byPk} { __typename } }`,
    select_aggregate: `query { ${field} { aggregate { count } } }`,
    insert: `mutation { ${field}(objects: []) { affected_rows } }`,
    insert_one: `mutation { ${field}(object: {}) { __typename } }`,
    update: `mutation { ${field}(where: ${where}) { affected_rows } }`,
    update_by_pk: `mutation { ${field}(pk_columns: {${byPk.slice(1, -1)}}) { __typename } }`,
    update_many: `mutation { ${field}(updates: []) { affected_rows } }`,
    delete: `mutation { ${field}(where: ${where}) { affected_rows } }`,
    delete_by_pk: `mutation { ${field}${byPk} { __typename } }`,
    subscription_select: `subscription { ${field} { __typename } }`,
    subscription_select_by_pk: `subscription { ${field}${byPk} { __typename } }`,
    subscription_select_aggregate: `subscription { ${field} { aggregate { count } } }`,
    subscription_select_stream: `subscription { ${field}(batch_size: 1, cursor: [], where: ${where}) { __typename } }`,
  };
  const result = await send(ctx, role, root, documents[operation]);
  // A role with no field at all on a root has no such root: Hasura says so instead.
  const error =
    root !== 'query' && ctx.roots.get(role)![root].size === 0
      ? { message: `no ${root}s exist`, extensions: { code: 'validation-failed', path: '$' } }
      : {
          message: `field '${field}' not found in type: '${root}_root'`,
          extensions: { code: 'validation-failed', path: `$.selectionSet.${field}` },
        };
  expect(result, `${operation} as ${role}`).toEqual({ errors: [error] });
}

// -------------------------------------------------------------------------------------------------- reads

function expectRows(rules: TableRules, got: Row[], visible: Row[], what: string): void {
  const { table } = rules;
  const select = rules.select!;
  const expected = visible.map((row) => pick(row, select.columns));
  const id = (row: Row) => JSON.stringify(pkSelectable(rules) ? pick(row, table.primaryKey) : row);
  if (select.limit !== null && expected.length > select.limit) {
    expect(got, `${what}: as many rows as the limit`).toHaveLength(select.limit);
    const allowed = new Map(expected.map((row) => [id(row), row]));
    for (const row of got) expect(row, `${what}: a row the filter allows`).toEqual(allowed.get(id(row)));
    return;
  }
  const sorted = (rows: Row[]) => [...rows].sort((a, b) => (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0));
  expect(sorted(got), `${what}: the rows the filter allows`).toEqual(sorted(expected));
}

/**
 * The cursor of a stream: the first primary key column, started below every value; for a table whose key the role
 * cannot select (a one-row table's `true` key), its first selectable integer column.
 */
function streamStart(rules: TableRules): { column: string; start: unknown } {
  const key = rules.table.primaryKey[0];
  const column =
    key && rules.select!.columns.includes(key)
      ? key
      : rules.select!.columns.find((name) => ['int2', 'int4', 'int8'].includes(rules.table.columnsByName.get(name)?.udt ?? ''));
  if (!column) unsupported(rules, 'a stream without a selectable primary key');
  const shape = rules.table.columnsByName.get(column)!;
  if (shape.udt === 'uuid') return { column, start: '00000000-0000-0000-0000-000000000000' };
  if (isTextColumn(shape)) return { column, start: '' };
  if (['int2', 'int4', 'int8'].includes(shape.udt)) return { column, start: -2147483648 };
  return unsupported(rules, `a stream cursor of type ${shape.udt}`);
}

async function reads(ctx: MatrixContext, rules: TableRules, operation: Operation): Promise<void> {
  const { table, role } = rules;
  const select = rules.select!;
  if (table.primaryKey.length === 0) unsupported(rules, 'a table without a primary key');
  const field = fieldName(table, operation);
  const root = rootOf(operation);
  const rows = await adminRows(ctx.t, ctx.shapes);
  const ev = evalContext(ctx, role, rows);
  const all = rows.get(table.key)!;
  const visible = all.filter((row) => allows(select.filter, table, row, ev));
  const hidden = all.filter((row) => !allows(select.filter, table, row, ev));
  const columns = select.columns.join(' ');
  const ask = async (selection: string) => dataOf(await send(ctx, role, root, `${root} { ${selection} }`))[field];
  switch (operation.replace(/^subscription_/, '')) {
    case 'select':
      expectRows(rules, (await ask(`${field} { ${columns} }`)) as Row[], visible, field);
      return;
    case 'select_by_pk': {
      const shown = visible[0]!;
      expect(await ask(`${field}${pkArgs(table, shown)} { ${columns} }`), `${field} of a row the filter allows`).toEqual(
        pick(shown, select.columns),
      );
      const other = hidden[0] ?? missingRow(table);
      expect(
        await ask(`${field}${pkArgs(table, other)} { ${columns} }`),
        `${field} of ${hidden.length ? 'a row the filter hides' : 'a missing row'}`,
      ).toBeNull();
      return;
    }
    case 'select_aggregate':
      if (select.limit !== null) {
        note(ctx, rules, operation, `an aggregate under the row limit ${select.limit} is not compared`);
        return;
      }
      expect(await ask(`${field} { aggregate { count } }`), `${field} count`).toEqual({ aggregate: { count: visible.length } });
      return;
    case 'select_stream': {
      const { column, start } = streamStart(rules);
      const got = await ask(
        `${field}(batch_size: ${all.length + 1}, cursor: {initial_value: {${column}: ${literal(start)}}, ordering: ASC}) { ${columns} }`,
      );
      expectRows(rules, got as Row[], visible, field);
      return;
    }
  }
}

// ------------------------------------------------------------------------------------------------- writes

async function inserts(ctx: MatrixContext, rules: TableRules, operation: Operation): Promise<void> {
  const { table, role } = rules;
  const insert = rules.insert!;
  const field = fieldName(table, operation);
  const presets = resolvePresets(ctx, role, insert.presets);
  const read = columnsRead(insert.check, table);
  const unknown = [...read].filter((c) => !insert.columns.includes(c) && !(c in presets));
  if (unknown.length) unsupported(rules, `an insert check reading columns the insert leaves to defaults (${unknown.join(', ')})`);
  let rows = await adminRows(ctx.t, ctx.shapes);
  const passes = (row: Row) => allows(insert.check, table, row, evalContext(ctx, role, rows));
  const build = (accept: (row: Row) => boolean) =>
    buildRow({
      table,
      shapes: ctx.shapes,
      rows,
      columns: insert.columns,
      presets,
      vary: read,
      extraValues: extraValues(ctx, table, [insert.check]),
      accept,
    });
  const write = (object: Row) =>
    operation === 'insert'
      ? send(
          ctx,
          role,
          'mutation',
          `mutation ($objects: [${table.gqlName}_insert_input!]!) { ${field}(objects: $objects) { affected_rows } }`,
          { objects: [object] },
        )
      : send(
          ctx,
          role,
          'mutation',
          `mutation ($object: ${table.gqlName}_insert_input!) { ${field}(object: $object) { ${returning(rules)} } }`,
          { object },
        );

  const good = build(passes);
  if (!good) throw new Error(`permission matrix: cannot build a row ${role} may insert into ${table.key}`);
  const before = rows.get(table.key)!;
  const data = dataOf(await write(good));
  rows = await adminRows(ctx.t, ctx.shapes);
  const added = rows.get(table.key)!.filter((row) => !findRow(table, before, row));
  expect(added, `${field}: rows added`).toHaveLength(1);
  const row = added[0]!;
  expectPresets(row, presets, field);
  expect(passes(row), `${field}: the inserted row passes the check`).toBe(true);
  if (operation === 'insert') expect(data[field], field).toEqual({ affected_rows: 1 });
  else expectReturnedRow(ctx, rules, rows, data[field], row, field);

  if (isTrivial(insert.check)) return;
  const bad = build((candidate) => !passes(candidate));
  if (!bad) return note(ctx, rules, operation, 'no input breaks the insert check');
  const count = rows.get(table.key)!.length;
  // Soft: a wrong message must not hide whether the row was written.
  const objects = `$.selectionSet.${field}.args.${operation === 'insert' ? 'objects' : 'object'}`;
  expect.soft(await write(bad), `${field} of a row the check refuses`).toEqual({ errors: [checkFailed(objects)] });
  rows = await adminRows(ctx.t, ctx.shapes);
  expect(rows.get(table.key)!.length, `${field}: nothing added by the refused insert`).toBe(count);
}

interface Change {
  column: string;
  value: unknown;
}

/** Columns to change in an update, safest first: plain text, then other plain columns, then foreign keys. */
function changeOrder(table: TableShape, columns: string[]): string[] {
  const unique = (c: string) => table.uniques.some((index) => index.includes(c));
  const rank = (c: string) => {
    const shape = table.columnsByName.get(c)!;
    if (table.primaryKey.includes(c) || (unique(c) && !isTextColumn(shape))) return 9;
    if (unique(c)) return 3;
    if (isForeignKeyColumn(table, c)) return 2;
    return isTextColumn(shape) ? 0 : 1;
  };
  return columns.filter((c) => rank(c) < 9).sort((a, b) => rank(a) - rank(b));
}

async function updates(ctx: MatrixContext, rules: TableRules, operation: Operation): Promise<void> {
  const { table, role } = rules;
  const update = rules.update!;
  if (!pkSelectable(rules)) unsupported(rules, 'an update the role cannot aim at one row by primary key');
  const field = fieldName(table, operation);
  const presets = resolvePresets(ctx, role, update.presets);
  const exps: (BoolExp | null)[] = [update.filter, update.check];
  const extra = extraValues(ctx, table, exps);
  let rows = await adminRows(ctx.t, ctx.shapes);
  const inFilter = (row: Row) => allows(update.filter, table, row, evalContext(ctx, role, rows));
  const passesCheck = (row: Row) => update.check === null || allows(update.check, table, row, evalContext(ctx, role, rows));
  const changeOf = (row: Row, accept: (next: Row) => boolean): Change | null => {
    for (const column of changeOrder(table, update.columns)) {
      for (const value of valuesOf({ table, shapes: ctx.shapes, rows, extraValues: extra }, column)) {
        if (value === null || sameValue(value, row[column])) continue;
        const next =
          isTextColumn(table.columnsByName.get(column)!) && table.uniques.some((u) => u.includes(column))
            ? uniqueText(String(value))
            : value;
        if (accept({ ...row, [column]: next, ...presets })) return { column, value: next };
      }
    }
    return null;
  };
  /** A row `wanted` takes with a change `accept` takes: a copy made for the case first when `copyFirst`, else a real row. */
  const target = async (wanted: (row: Row) => boolean, accept: (next: Row) => boolean, copyFirst: boolean) => {
    const copy = async () => {
      const key = await insertCopy(ctx, table, role, rows, exps, (row) => wanted(row) && changeOf(row, accept) !== null);
      if (!key) return null;
      rows = await adminRows(ctx.t, ctx.shapes);
      const row = findRow(table, rows.get(table.key)!, key)!;
      const change = wanted(row) ? changeOf(row, accept) : null;
      return change ? { row, change } : null;
    };
    const existing = () => {
      for (const row of rows.get(table.key)!) {
        const change = wanted(row) ? changeOf(row, accept) : null;
        if (change) return { row, change };
      }
      return null;
    };
    return copyFirst ? ((await copy()) ?? existing()) : (existing() ?? (await copy()));
  };
  const mutate = (row: Row, change: Change) => {
    const set = { [change.column]: change.value };
    const input = `${table.gqlName}_set_input!`;
    if (operation === 'update') {
      return send(
        ctx,
        role,
        'mutation',
        `mutation ($set: ${input}) { ${field}(where: ${pkWhereLiteral(table, row)}, _set: $set) { affected_rows } }`,
        { set },
      );
    }
    if (operation === 'update_by_pk') {
      return send(
        ctx,
        role,
        'mutation',
        `mutation ($set: ${input}) { ${field}(pk_columns: {${pkArgs(table, row).slice(1, -1)}}, _set: $set) { ${returning(rules)} } }`,
        { set },
      );
    }
    return send(
      ctx,
      role,
      'mutation',
      `mutation ($updates: [${table.gqlName}_updates!]!) { ${field}(updates: $updates) { affected_rows } }`,
      {
        updates: [{ where: pkWhere(table, row), _set: set }],
      },
    );
  };
  const untouched = operation === 'update' ? { affected_rows: 0 } : operation === 'update_many' ? [{ affected_rows: 0 }] : null;

  // A row the filter allows, changed to something the check takes.
  const allowed = await target(inFilter, passesCheck, true);
  if (!allowed) throw new Error(`permission matrix: cannot find a row and a change ${role} may make to ${table.key}`);
  const data = dataOf(await mutate(allowed.row, allowed.change));
  rows = await adminRows(ctx.t, ctx.shapes);
  const updated = findRow(table, rows.get(table.key)!, allowed.row)!;
  expect(updated[allowed.change.column], `${field}: ${allowed.change.column} updated`).toEqual(allowed.change.value);
  expectPresets(updated, presets, field);
  if (operation === 'update') expect(data[field], field).toEqual({ affected_rows: 1 });
  else if (operation === 'update_many') expect(data[field], field).toEqual([{ affected_rows: 1 }]);
  else expectReturnedRow(ctx, rules, rows, data[field], updated, field);

  // A row the filter refuses: not updated, not an error.
  if (!isTrivial(update.filter)) {
    const refused = await target(
      (row) => !inFilter(row),
      () => true,
      false,
    );
    if (!refused) throw new Error(`permission matrix: cannot find a row of ${table.key} that ${role}'s update filter refuses`);
    const answer = dataOf(await mutate(refused.row, refused.change));
    expect(answer[field], `${field} of a row the filter refuses`).toEqual(untouched);
    rows = await adminRows(ctx.t, ctx.shapes);
    expect(findRow(table, rows.get(table.key)!, refused.row), `${field}: the refused row is unchanged`).toEqual(refused.row);
  }

  // A change the check refuses: an error, and the row unchanged.
  if (!isTrivial(update.check)) {
    const breaking = await target(inFilter, (next) => !passesCheck(next), false);
    if (!breaking) return note(ctx, rules, operation, 'no change of the updatable columns breaks the update check');
    // Soft: a wrong message must not hide whether the row was changed.
    expect.soft(await mutate(breaking.row, breaking.change), `${field} breaking the check`).toEqual({ errors: [checkFailed()] });
    rows = await adminRows(ctx.t, ctx.shapes);
    expect(findRow(table, rows.get(table.key)!, breaking.row), `${field}: the row is unchanged`).toEqual(breaking.row);
  }
}

async function deletes(ctx: MatrixContext, rules: TableRules, operation: Operation): Promise<void> {
  const { table, role } = rules;
  const remove = rules.delete!;
  if (!pkSelectable(rules)) unsupported(rules, 'a delete the role cannot aim at one row by primary key');
  const field = fieldName(table, operation);
  let rows = await adminRows(ctx.t, ctx.shapes);
  const inFilter = (row: Row) => allows(remove.filter, table, row, evalContext(ctx, role, rows));
  const mutate = (row: Row) =>
    send(
      ctx,
      role,
      'mutation',
      operation === 'delete'
        ? `mutation { ${field}(where: ${pkWhereLiteral(table, row)}) { affected_rows } }`
        : `mutation { ${field}${pkArgs(table, row)} { ${returning(rules)} } }`,
    );

  // A copy made for the case, so the demo content stays; when every copy would clash with a unique key
  // (a member who already likes every discussion), a real row, put back afterwards.
  const copied = await insertCopy(ctx, table, role, rows, [remove.filter], inFilter);
  rows = await adminRows(ctx.t, ctx.shapes);
  const row = copied ? findRow(table, rows.get(table.key)!, copied)! : rows.get(table.key)!.find(inFilter);
  if (!row) throw new Error(`permission matrix: cannot find or build a row of ${table.key} that ${role} may delete`);
  expect(inFilter(row), `${field}: a row the filter allows`).toBe(true);
  const before = rows;
  try {
    const data = dataOf(await mutate(row));
    rows = await adminRows(ctx.t, ctx.shapes);
    expect(findRow(table, rows.get(table.key)!, row), `${field}: the row is gone`).toBeUndefined();
    if (operation === 'delete') expect(data[field], field).toEqual({ affected_rows: 1 });
    else expectReturnedRow(ctx, rules, before, data[field], row, field);
  } finally {
    if (!copied && !findRow(table, (await adminRows(ctx.t, ctx.shapes)).get(table.key)!, row)) {
      const stored = table.columns.filter((c) => !c.computed).map((c) => c.name);
      await insertDirect(ctx.db, table, pick(row, stored));
    }
  }
  rows = await adminRows(ctx.t, ctx.shapes);

  if (isTrivial(remove.filter)) return;
  let refused = rows.get(table.key)!.find((other) => !inFilter(other));
  if (!refused) {
    const copied = await insertCopy(ctx, table, role, rows, [remove.filter], (other) => !inFilter(other));
    rows = await adminRows(ctx.t, ctx.shapes);
    refused = copied ? findRow(table, rows.get(table.key)!, copied) : undefined;
  }
  if (!refused) throw new Error(`permission matrix: cannot find a row of ${table.key} that ${role}'s delete filter refuses`);
  const answer = dataOf(await mutate(refused));
  expect(answer[field], `${field} of a row the filter refuses`).toEqual(operation === 'delete' ? { affected_rows: 0 } : null);
  rows = await adminRows(ctx.t, ctx.shapes);
  expect(findRow(table, rows.get(table.key)!, refused), `${field}: the refused row is still there`).toEqual(refused);
}

/** Runs one case of the matrix. */
export async function runCase(ctx: MatrixContext, tableKey: string, role: string, operation: Operation): Promise<void> {
  const rules = ctx.rules.get(role)!.get(tableKey)!;
  checkSchema(ctx, rules, operation);
  if (!rules.operations.has(operation)) return denied(ctx, rules, operation);
  if (operation.includes('select')) return reads(ctx, rules, operation);
  if (operation.startsWith('insert')) return inserts(ctx, rules, operation);
  if (operation.startsWith('update')) return updates(ctx, rules, operation);
  return deletes(ctx, rules, operation);
}
