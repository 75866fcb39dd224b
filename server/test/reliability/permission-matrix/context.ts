// Everything the matrix's cases share: the seeded database and the engine over it, the tables' shapes,
// Hasura's rules per role, one real session per role (no token for the unauthorized role, a signed token
// for the others, acting as a demo member), what each role's schema says of itself (introspection), and
// data in which every select filter has rows to show and rows to hide.
import type { Database } from '../../../src/db/types.ts';
import { ROLES } from '#contract/roles.ts';
import { bearer, createTestEngine, dataOf, signToken, type Headers, type TestEngine } from '../../engine/harness.ts';
import { createTestDatabase } from '../../support/database.ts';
import { allows, columnsRead, literalsFor, type EvalContext, type Row } from './bool-exp.ts';
import { readTableShapes, type TableShape } from './catalog.ts';
import { EMPTY_TABLE_ROWS, LIMIT_NOT_COPIED, type SeededItems } from './fixtures.ts';
import type { BoolExp, MatrixMetadata } from './metadata.ts';
import { adminRows, buildRow, copyColumns, insertDirect } from './rows.ts';
import { fieldName, hasuraRules, rootOf, type RootKind, type TableRules } from './rules.ts';

export interface RoleSession {
  role: string;
  headers: Headers;
  /** Session variables as permissions read them (lower-case names). */
  variables: Record<string, string>;
}

export interface RoleSchema {
  /** Field names of each root type; null: the schema has no such root. */
  roots: Record<RootKind, string[] | null>;
  /** Field (or input field) names of the matrix's types by name; null: no such type. */
  types: Map<string, string[] | null>;
}

export interface MatrixContext {
  db: Database;
  t: TestEngine;
  metadata: MatrixMetadata;
  shapes: Map<string, TableShape>;
  /** Hasura's rules: role -> table key -> rules. */
  rules: Map<string, Map<string, TableRules>>;
  sessions: Map<string, RoleSession>;
  /** What each role's schema says through introspection. */
  schemas: Map<string, RoleSchema>;
  /** Hasura's root fields per role (tables and actions). */
  roots: Map<string, Record<RootKind, Set<string>>>;
  /** Sub-checks no input can exercise (say, a check that reads only presets), for the summary. */
  notes: string[];
}

/** Whether a rule lets every row through (so no row can be refused by it). */
export const isTrivial = (exp: BoolExp | null): boolean => exp === null || Object.keys(exp).length === 0;

/** The evaluation context of a session over a snapshot. */
export const evalContext = (ctx: MatrixContext, role: string, rows: Map<string, Row[]>): EvalContext => ({
  shapes: ctx.shapes,
  rows,
  session: ctx.sessions.get(role)!.variables,
});

/** A rule's literals per column, session variables replaced by the values every session has for them. */
export function extraValues(ctx: MatrixContext, table: TableShape, exps: (BoolExp | null)[]): Map<string, unknown[]> {
  const result = new Map<string, unknown[]>();
  for (const exp of exps) {
    if (!exp) continue;
    for (const [column, literals] of literalsFor(exp, table)) {
      const values = result.get(column) ?? [];
      for (const literal of literals) {
        if (typeof literal === 'string' && /^x-hasura-/i.test(literal)) {
          for (const session of ctx.sessions.values()) {
            const value = session.variables[literal.toLowerCase()];
            if (value !== undefined) values.push(value);
          }
        } else values.push(literal);
      }
      result.set(column, values);
    }
  }
  return result;
}

/** Inserts, as the owner, a copy of a row of the table that `accept` takes; null when none can be built. */
export async function insertCopy(
  ctx: MatrixContext,
  table: TableShape,
  role: string,
  rows: Map<string, Row[]>,
  exps: (BoolExp | null)[],
  accept: (row: Row) => boolean,
): Promise<Row | null> {
  const vary = new Set<string>();
  for (const exp of exps) if (exp) for (const column of columnsRead(exp, table)) vary.add(column);
  // A copy a CHECK refuses (e.g. "exactly one of these columns", when a unique key's column is varied) is skipped
  // for the next candidate.
  const refused = new Set<string>();
  for (;;) {
    const row = buildRow({
      table,
      shapes: ctx.shapes,
      rows,
      columns: copyColumns(table),
      vary,
      extraValues: extraValues(ctx, table, exps),
      accept: (candidate) => !refused.has(JSON.stringify(candidate)) && accept(candidate),
    });
    if (!row) return null;
    try {
      return await insertDirect(ctx.db, table, row);
    } catch (error) {
      if ((error as { code?: string }).code !== '23514') throw error;
      refused.add(JSON.stringify(row));
    }
  }
}

async function actingMembers(db: Database): Promise<{ members: string[]; admin: string; member: string }> {
  const { rows } = await db.query<{ id: string; is_admin: boolean }>('SELECT id, is_admin FROM public.user_profiles ORDER BY id');
  if (rows.length < 2) throw new Error('permission matrix: the demo content needs at least two members');
  let admin = rows.find((row) => row.is_admin)?.id;
  if (!admin) {
    // site_admin is the role of members whose profile is admin (design.md section 2): make one so.
    admin = rows.at(-1)!.id;
    await db.query('UPDATE public.user_profiles SET is_admin = true WHERE id = $1', [admin]);
  }
  const member = rows.find((row) => row.id !== admin)!.id;
  return { members: rows.map((row) => row.id), admin, member };
}

/** The first published article, blog post and news story and the first discussion of the demo content. */
async function seededItems(db: Database): Promise<SeededItems> {
  const first = async (table: string, published: string) => {
    const { rows } = await db.query<{ id: string }>(`SELECT id::text AS id FROM public.${table} WHERE ${published} ORDER BY id LIMIT 1`);
    if (!rows[0]) throw new Error(`permission matrix: the demo content needs a row of public.${table}`);
    return rows[0].id;
  };
  return {
    article: await first('articles', 'published'),
    blogPost: await first('blog_posts', 'published'),
    news: await first('news_articles', 'is_published'),
    discussion: await first('discussions', 'true'),
  };
}

async function roleSession(role: string, userId: string): Promise<RoleSession> {
  if (role === ROLES.anonymous) return { role, headers: {}, variables: { 'x-hasura-role': role } };
  const token = await signToken({ userId, allowedRoles: [role], defaultRole: role });
  // signToken says the member confirmed their address (x-hasura-email-verified 'true'), as the demo members did.
  return {
    role,
    headers: bearer(token),
    variables: { 'x-hasura-role': role, 'x-hasura-user-id': userId, 'x-hasura-email-verified': 'true' },
  };
}

/** The type names the matrix reads per table. */
export const typeNames = (table: TableShape) => ({
  object: table.gqlName,
  insertInput: `${table.gqlName}_insert_input`,
  setInput: `${table.gqlName}_set_input`,
  incInput: `${table.gqlName}_inc_input`,
});

/** Type lookups per introspection request: the engine refuses an operation of more than 100 root fields. */
const TYPES_PER_REQUEST = 90;

async function introspect(t: TestEngine, session: RoleSession, shapes: Map<string, TableShape>): Promise<RoleSchema> {
  const names = [...shapes.values()].flatMap((table) => Object.values(typeNames(table)));
  type Fields = { name: string }[] | null;
  type Type = { fields: Fields; inputFields: Fields } | null;
  const rootsQuery = `query PermissionMatrixRoots {
    __schema { queryType { fields { name } } mutationType { fields { name } } subscriptionType { fields { name } } }
  }`;
  const schema = dataOf(await t.gql<Record<string, unknown>>(rootsQuery, session.headers)).__schema as Record<
    string,
    { fields: { name: string }[] } | null
  >;
  const types = new Map<string, string[] | null>();
  for (let start = 0; start < names.length; start += TYPES_PER_REQUEST) {
    const chunk = names.slice(start, start + TYPES_PER_REQUEST);
    const query = `query PermissionMatrixTypes {
      ${chunk.map((name, i) => `t${i}: __type(name: ${JSON.stringify(name)}) { fields { name } inputFields { name } }`).join('\n')}
    }`;
    const data = dataOf(await t.gql<Record<string, unknown>>(query, session.headers));
    chunk.forEach((name, i) => {
      const type = data[`t${i}`] as Type;
      types.set(name, type ? (type.fields ?? type.inputFields ?? []).map((f) => f.name).sort() : null);
    });
  }
  const fieldsOf = (root: string) => schema[root]?.fields.map((f) => f.name).sort() ?? null;
  return {
    roots: { query: fieldsOf('queryType'), mutation: fieldsOf('mutationType'), subscription: fieldsOf('subscriptionType') },
    types,
  };
}

/** Hasura's root fields of a role: its tables' operations and the actions it may call. */
function expectedRoots(ctx: Pick<MatrixContext, 'metadata'>, rules: Map<string, TableRules>, role: string): Record<RootKind, Set<string>> {
  const roots: Record<RootKind, Set<string>> = { query: new Set(), mutation: new Set(), subscription: new Set() };
  for (const tableRules of rules.values()) {
    for (const operation of tableRules.operations) roots[rootOf(operation)].add(fieldName(tableRules.table, operation));
  }
  for (const action of ctx.metadata.actions) if (action.roles.includes(role)) roots[action.root].add(action.name);
  return roots;
}

/**
 * Gives every select filter rows to show and rows to hide, and every row limit more rows than it lets
 * through, by copying real rows of the table with the columns the filter reads varied.
 */
async function coverFilters(ctx: MatrixContext): Promise<void> {
  let rows = await adminRows(ctx.t, ctx.shapes);
  for (const [role, rules] of ctx.rules) {
    for (const { table, select } of rules.values()) {
      if (!select) continue;
      for (const want of [true, false]) {
        if (!want && isTrivial(select.filter)) continue;
        const shown = () => rows.get(table.key)!.filter((row) => allows(select.filter, table, row, evalContext(ctx, role, rows)) === want);
        const enough = () => shown().length > (want && select.limit !== null ? select.limit : 0);
        while (!enough()) {
          // Rows whose keys are references and checked values (one vote per member and story) are not copied up
          // to the limit (fixtures.ts): the limit is left unexercised, and said so.
          if (want && select.limit !== null && shown().length > 0 && LIMIT_NOT_COPIED.has(table.key)) {
            ctx.notes.push(`${table.key} / ${role} / select: ${shown().length} rows, under the limit ${select.limit}`);
            break;
          }
          const copied = await insertCopy(
            ctx,
            table,
            role,
            rows,
            [select.filter],
            (row) => allows(select.filter, table, row, evalContext(ctx, role, rows)) === want,
          );
          // Unique keys made only of references (one vote per member and story) or a budget can cap the rows below
          // the limit: the limit is then left unexercised, and said so.
          if (!copied && want && select.limit !== null && shown().length > 0) {
            ctx.notes.push(
              `${table.key} / ${role} / select: only ${shown().length} distinct rows fit its keys, under the limit ${select.limit}`,
            );
            break;
          }
          if (!copied)
            throw new Error(
              `permission matrix: cannot build a row of ${table.key} that ${role}'s select filter ${want ? 'shows' : 'hides'}`,
            );
          rows = await adminRows(ctx.t, ctx.shapes);
        }
      }
    }
  }
}

/** The seeded database, the engine and everything derived from the metadata, ready for the cases. */
export async function createMatrix(metadata: MatrixMetadata): Promise<MatrixContext> {
  const db = await createTestDatabase({ seeds: true });
  const { members, admin, member } = await actingMembers(db);
  const shapes = await readTableShapes(db, metadata);
  const items = await seededItems(db);
  for (const table of shapes.values()) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table.schema}"."${table.name}"`);
    if (Number(rows[0]!.n) > 0) continue;
    const fixture = EMPTY_TABLE_ROWS[table.key];
    if (!fixture) throw new Error(`permission matrix: ${table.key} has no rows; add one to permission-matrix/fixtures.ts`);
    await insertDirect(db, table, fixture(members, items));
  }
  const t = await createTestEngine(db);
  const sessions = new Map<string, RoleSession>();
  for (const role of metadata.roles) sessions.set(role, await roleSession(role, role === ROLES.siteAdmin ? admin : member));
  const rules = new Map(metadata.roles.map((role) => [role, hasuraRules(shapes, role)]));
  const schemas = new Map<string, RoleSchema>();
  for (const [role, session] of sessions) schemas.set(role, await introspect(t, session, shapes));
  const ctx: MatrixContext = { db, t, metadata, shapes, rules, sessions, schemas, roots: new Map(), notes: [] };
  for (const [role, roleRules] of rules) ctx.roots.set(role, expectedRoots(ctx, roleRules, role));
  await coverFilters(ctx);
  return ctx;
}
