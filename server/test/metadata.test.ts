// Checks hasura/metadata against the migrated database catalog and the site's permission rules: what is
// tracked, that every name a permission or relationship uses exists, the relationships the client relies
// on, the roles, presets, the privacy of auth.users, and that visitors only read published content.
// Each checker returns a list of problems; the last block feeds them deliberately broken copies to show
// they do catch what they claim to.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { METADATA_DIR } from '../src/config/paths.ts';
import {
  loadMetadata,
  loadYaml,
  type ArrayRelationship,
  type Columns,
  type InsertPermission,
  type Metadata,
  type ObjectRelationship,
  type QualifiedName,
  type SelectPermission,
  type TableMetadata,
} from '../src/engine/metadata/index.ts';
import { readCatalog, type Catalog as DatabaseCatalog } from '../src/engine/model/catalog.ts';
import { createTestDatabase } from './support/database.ts';

// ---------------------------------------------------------------------------------------------------
// Metadata loading: server/src/engine/metadata
// ---------------------------------------------------------------------------------------------------

type QualifiedTable = QualifiedName;
type Relationship = ObjectRelationship | ArrayRelationship;

/** The files of a Hasura CLI (config v3) metadata directory, as in the format example. */
const METADATA_FILES = [
  'version.yaml',
  'databases/databases.yaml',
  'databases/default/tables/tables.yaml',
  'databases/default/functions/functions.yaml',
  'actions.graphql',
  'actions.yaml',
  'cron_triggers.yaml',
  'allow_list.yaml',
  'api_limits.yaml',
  'graphql_schema_introspection.yaml',
  'inherited_roles.yaml',
  'network.yaml',
  'query_collections.yaml',
  'remote_schemas.yaml',
  'rest_endpoints.yaml',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------------
// Database catalog: the checkers' view of server/src/engine/schema/catalog.ts
// ---------------------------------------------------------------------------------------------------

interface ForeignKey {
  table: string;
  column: string;
  refTable: string;
  refColumn: string;
}

interface Catalog {
  /** "schema.table" of every base table, with its column names. */
  columns: Map<string, Set<string>>;
  /** Single-column foreign keys. */
  foreignKeys: ForeignKey[];
}

function checkerCatalog(catalog: DatabaseCatalog): Catalog {
  const columns = new Map<string, Set<string>>();
  const foreignKeys: ForeignKey[] = [];
  for (const [key, table] of catalog.tables) {
    if (table.kind !== 'table') continue;
    columns.set(key, new Set(table.columns.map((column) => column.name)));
    for (const fk of table.foreignKeys) {
      const [column, refColumn] = [fk.columns[0], fk.referencedColumns[0]];
      if (fk.columns.length !== 1 || column === undefined || refColumn === undefined) continue;
      foreignKeys.push({ table: key, column, refTable: `${fk.references.schema}.${fk.references.name}`, refColumn });
    }
  }
  return { columns, foreignKeys };
}

// ---------------------------------------------------------------------------------------------------
// Checkers: each returns the problems it finds, empty when the metadata is right
// ---------------------------------------------------------------------------------------------------

const ROLES = ['anonymous', 'user', 'site_admin'];
const SESSION_USER = 'x-hasura-user-id';
/** Filled in by the database (defaults or triggers); no role may write them. */
const MAINTAINED_COLUMNS = ['id', 'created_at', 'updated_at', 'read_time', 'likes', 'comments_count', 'views_count'];
const COLUMN_COMPARISONS = ['_ceq', '_cne', '_cgt', '_clt', '_cgte', '_clte'];

const keyOf = (table: QualifiedTable): string => `${table.schema}.${table.name}`;
const relationshipsOf = (table: TableMetadata): Relationship[] => [
  ...(table.object_relationships ?? []),
  ...(table.array_relationships ?? []),
];

interface Context {
  tables: Map<string, TableMetadata>;
  catalog: Catalog;
}

function contextOf(tables: TableMetadata[], catalog: Catalog): Context {
  return { tables: new Map(tables.map((table) => [keyOf(table.table), table])), catalog };
}

function columnsOf(ctx: Context, table: string): Set<string> {
  return ctx.catalog.columns.get(table) ?? new Set();
}

function listedColumns(ctx: Context, table: string, columns: Columns): string[] {
  return columns === '*' ? [...columnsOf(ctx, table)] : columns;
}

/** The table a relationship leads to, or a problem saying why it leads nowhere. */
function relationshipTarget(ctx: Context, table: string, rel: Relationship): { target: string } | { problem: string } {
  const where = `${table}.${rel.name}`;
  const using = rel.using.foreign_key_constraint_on;
  if (using === undefined) {
    const manual = rel.using.manual_configuration;
    if (!manual) return { problem: `${where}: neither foreign_key_constraint_on nor manual_configuration` };
    const target = keyOf(manual.remote_table);
    for (const [local, remote] of Object.entries(manual.column_mapping)) {
      if (!columnsOf(ctx, table).has(local)) return { problem: `${where}: unknown column "${local}"` };
      if (!columnsOf(ctx, target).has(remote)) return { problem: `${where}: unknown column "${remote}" of ${target}` };
    }
    return { target };
  }
  if (typeof using === 'string' || Array.isArray(using)) {
    // The foreign key is on this table's column and points at the target.
    const column = typeof using === 'string' ? using : using[0];
    if (column === undefined || !columnsOf(ctx, table).has(column)) {
      return { problem: `${where}: unknown column "${column}"` };
    }
    const key = ctx.catalog.foreignKeys.find((fk) => fk.table === table && fk.column === column);
    return key ? { target: key.refTable } : { problem: `${where}: no foreign key on ${table}.${column}` };
  }
  // The foreign key is on the target's column and points back at this table.
  const target = keyOf(using.table);
  const column = using.column ?? using.columns?.[0];
  if (column === undefined || !columnsOf(ctx, target).has(column)) {
    return { problem: `${where}: unknown column "${column}" of ${target}` };
  }
  const key = ctx.catalog.foreignKeys.find((fk) => fk.table === target && fk.column === column);
  if (key?.refTable !== table) return { problem: `${where}: ${target}.${column} has no foreign key to ${table}` };
  return { target };
}

/**
 * The auth tables tracked: the accounts and the mail outbox (admins' reads only), and the one-row table whose
 * `_exists` lets permissions read x-hasura-email-verified (nobody's reads).
 */
const TRACKED_AUTH_TABLES = ['auth.users', 'auth.mail_outbox', 'auth.email_verified_claim'];

/** Every tracked table exists, every table of public plus TRACKED_AUTH_TABLES is tracked, and nothing else. */
function trackingProblems(tables: TableMetadata[], catalog: Catalog): string[] {
  const problems: string[] = [];
  const tracked = tables.map((table) => keyOf(table.table));
  const expected = [...catalog.columns.keys()].filter((key) => key.startsWith('public.')).concat(TRACKED_AUTH_TABLES);
  for (const key of tracked) {
    if (!catalog.columns.has(key)) problems.push(`${key}: tracked but not in the database`);
    else if (!expected.includes(key)) problems.push(`${key}: must not be tracked`);
  }
  for (const key of new Set(tracked)) {
    if (tracked.indexOf(key) !== tracked.lastIndexOf(key)) problems.push(`${key}: tracked twice`);
  }
  for (const key of expected) if (!tracked.includes(key)) problems.push(`${key}: not tracked`);
  return problems;
}

/** Names used in a boolean expression: columns and relationships of the table it applies to. */
function boolExpProblems(ctx: Context, table: string, exp: unknown, where: string): string[] {
  if (!isRecord(exp)) return [`${where}: expected a boolean expression, got ${JSON.stringify(exp)}`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(exp)) {
    if (key === '_and' || key === '_or') {
      if (!Array.isArray(value)) problems.push(`${where}: ${key} needs a list`);
      else for (const item of value) problems.push(...boolExpProblems(ctx, table, item, where));
    } else if (key === '_not') {
      problems.push(...boolExpProblems(ctx, table, value, where));
    } else if (key === '_exists') {
      const exists = isRecord(value) ? value : {};
      const target = isRecord(exists._table) ? keyOf(exists._table as unknown as QualifiedTable) : '?';
      if (!ctx.tables.has(target)) problems.push(`${where}: _exists on untracked table ${target}`);
      else problems.push(...boolExpProblems(ctx, target, exists._where, where));
    } else if (columnsOf(ctx, table).has(key)) {
      if (!isRecord(value)) {
        problems.push(`${where}: column "${key}" needs an operator object`);
        continue;
      }
      for (const [operator, operand] of Object.entries(value)) {
        if (!operator.startsWith('_')) problems.push(`${where}: "${operator}" is not an operator`);
        if (COLUMN_COMPARISONS.includes(operator) && typeof operand === 'string' && !columnsOf(ctx, table).has(operand)) {
          problems.push(`${where}: unknown column "${operand}" of ${table}`);
        }
      }
    } else {
      const rel = relationshipsOf(ctx.tables.get(table) ?? { table: { schema: '', name: '' } }).find((candidate) => candidate.name === key);
      const target = rel ? relationshipTarget(ctx, table, rel) : undefined;
      if (!target) problems.push(`${where}: "${key}" is neither a column nor a relationship of ${table}`);
      else if ('problem' in target) problems.push(`${where}: ${target.problem}`);
      else problems.push(...boolExpProblems(ctx, target.target, value, where));
    }
  }
  return problems;
}

/** Every column named in a permission (columns, presets, filters, checks) exists. */
function permissionNameProblems(tables: TableMetadata[], catalog: Catalog): string[] {
  const ctx = contextOf(tables, catalog);
  const problems: string[] = [];
  for (const meta of tables) {
    const table = keyOf(meta.table);
    const columns = columnsOf(ctx, table);
    const unknownColumns = (where: string, names: Columns | string[]): string[] =>
      names === '*' ? [] : names.filter((name) => !columns.has(name)).map((name) => `${where}: unknown column "${name}"`);
    for (const { role, permission } of meta.select_permissions ?? []) {
      const where = `${table}: select permission of ${role}`;
      problems.push(...unknownColumns(where, permission.columns), ...boolExpProblems(ctx, table, permission.filter, where));
    }
    for (const { role, permission } of meta.insert_permissions ?? []) {
      const where = `${table}: insert permission of ${role}`;
      problems.push(
        ...unknownColumns(where, permission.columns ?? '*'),
        ...unknownColumns(where, Object.keys(permission.set ?? {})),
        ...boolExpProblems(ctx, table, permission.check, where),
      );
    }
    for (const { role, permission } of meta.update_permissions ?? []) {
      const where = `${table}: update permission of ${role}`;
      problems.push(
        ...unknownColumns(where, permission.columns),
        ...unknownColumns(where, Object.keys(permission.set ?? {})),
        ...boolExpProblems(ctx, table, permission.filter, where),
        ...(permission.check ? boolExpProblems(ctx, table, permission.check, where) : []),
      );
    }
    for (const { role, permission } of meta.delete_permissions ?? []) {
      problems.push(...boolExpProblems(ctx, table, permission.filter, `${table}: delete permission of ${role}`));
    }
  }
  return problems;
}

/** Relationships use real foreign keys to tracked tables, and no name is taken twice or by a column. */
function relationshipProblems(tables: TableMetadata[], catalog: Catalog): string[] {
  const ctx = contextOf(tables, catalog);
  const problems: string[] = [];
  for (const meta of tables) {
    const table = keyOf(meta.table);
    const names = new Set<string>();
    for (const rel of relationshipsOf(meta)) {
      if (columnsOf(ctx, table).has(rel.name)) problems.push(`${table}.${rel.name}: a column has this name`);
      if (names.has(rel.name)) problems.push(`${table}.${rel.name}: defined twice`);
      names.add(rel.name);
      const target = relationshipTarget(ctx, table, rel);
      if ('problem' in target) problems.push(target.problem);
      else if (!ctx.tables.has(target.target)) problems.push(`${table}.${rel.name}: leads to untracked ${target.target}`);
    }
  }
  return problems;
}

type RequiredRelationship = [table: string, name: string, kind: 'object' | 'array', target: string];

/** The relationships the client's queries rely on, with their kind and target table. */
const REQUIRED_RELATIONSHIPS: RequiredRelationship[] = [
  ['public.articles', 'category', 'object', 'public.categories'],
  ['public.articles', 'author', 'object', 'public.authors'],
  ['public.articles', 'translation_of', 'object', 'public.articles'],
  ['public.articles', 'translations', 'array', 'public.articles'],
  ['public.blog_posts', 'category', 'object', 'public.categories'],
  ['public.blog_posts', 'author', 'object', 'public.user_profiles'],
  ['public.blog_posts', 'translation_of', 'object', 'public.blog_posts'],
  ['public.blog_posts', 'translations', 'array', 'public.blog_posts'],
  ['public.categories', 'articles', 'array', 'public.articles'],
  ['public.categories', 'blog_posts', 'array', 'public.blog_posts'],
  ['public.authors', 'articles', 'array', 'public.articles'],
  ['public.user_profiles', 'account', 'object', 'auth.users'],
  ['public.user_profiles', 'blog_posts', 'array', 'public.blog_posts'],
  ['public.user_profiles', 'discussions', 'array', 'public.discussions'],
  ['public.discussions', 'author', 'object', 'public.user_profiles'],
  ['public.discussions', 'comments', 'array', 'public.discussion_comments'],
  // Named after the table, because discussions.likes and discussion_comments.likes are the counters.
  ['public.discussions', 'discussion_likes', 'array', 'public.discussion_likes'],
  ['public.discussion_comments', 'author', 'object', 'public.user_profiles'],
  ['public.discussion_comments', 'discussion', 'object', 'public.discussions'],
  ['public.discussion_comments', 'discussion_comment_likes', 'array', 'public.discussion_comment_likes'],
  ['public.discussion_likes', 'discussion', 'object', 'public.discussions'],
  ['public.discussion_comment_likes', 'comment', 'object', 'public.discussion_comments'],
  ['public.news_articles', 'source', 'object', 'public.news_sources'],
  ['public.news_articles', 'news_category', 'object', 'public.news_categories'],
  ['public.news_categories', 'news_articles', 'array', 'public.news_articles'],
  ['public.news_sources', 'news_articles', 'array', 'public.news_articles'],
  ['public.news_sources', 'fetch_logs', 'array', 'public.news_fetch_logs'],
  ['public.news_fetch_logs', 'source', 'object', 'public.news_sources'],
];

function requiredRelationshipProblems(tables: TableMetadata[], catalog: Catalog): string[] {
  const ctx = contextOf(tables, catalog);
  const problems: string[] = [];
  for (const [table, name, kind, expected] of REQUIRED_RELATIONSHIPS) {
    const meta = ctx.tables.get(table);
    const rel = (kind === 'object' ? meta?.object_relationships : meta?.array_relationships)?.find((r) => r.name === name);
    if (!meta || !rel) {
      problems.push(`${table}.${name}: missing ${kind} relationship`);
      continue;
    }
    const target = relationshipTarget(ctx, table, rel);
    if ('problem' in target) problems.push(target.problem);
    else if (target.target !== expected) problems.push(`${table}.${name}: leads to ${target.target}, not ${expected}`);
  }
  return problems;
}

function rolesOf(meta: TableMetadata): string[] {
  return [
    ...(meta.select_permissions ?? []),
    ...(meta.insert_permissions ?? []),
    ...(meta.update_permissions ?? []),
    ...(meta.delete_permissions ?? []),
  ].map((entry) => entry.role);
}

/** Only anonymous, user and site_admin; never admin, which Hasura reserves for the admin secret. */
function roleProblems(metadata: Metadata): string[] {
  const uses: [where: string, role: string][] = [];
  for (const source of metadata.sources) {
    for (const meta of source.tables) for (const role of rolesOf(meta)) uses.push([keyOf(meta.table), role]);
  }
  for (const action of metadata.actions) {
    for (const { role } of action.permissions ?? []) uses.push([`action ${action.name}`, role]);
  }
  for (const inherited of metadata.inherited_roles) {
    uses.push(['inherited roles', inherited.role_name], ...inherited.role_set.map((role): [string, string] => ['inherited roles', role]));
  }
  const problems = uses
    .filter(([, role]) => !ROLES.includes(role))
    .map(([where, role]) => `${where}: role "${role}" is not one of ${ROLES.join(', ')}`);
  for (const source of metadata.sources) {
    for (const meta of source.tables) {
      const kinds = ['select', 'insert', 'update', 'delete'] as const;
      for (const kind of kinds) {
        const roles = (meta[`${kind}_permissions`] ?? []).map((entry) => entry.role);
        for (const role of new Set(roles)) {
          if (roles.indexOf(role) !== roles.lastIndexOf(role)) problems.push(`${keyOf(meta.table)}: two ${kind} permissions of ${role}`);
        }
      }
    }
  }
  return problems;
}

/** A preset column is set by the server and so never also writable by the client. */
function presetProblems(tables: TableMetadata[], catalog: Catalog): string[] {
  const ctx = contextOf(tables, catalog);
  const problems: string[] = [];
  for (const meta of tables) {
    const table = keyOf(meta.table);
    const entries = [
      ...(meta.insert_permissions ?? []).map((entry) => ['insert', entry.role, entry.permission] as const),
      ...(meta.update_permissions ?? []).map((entry) => ['update', entry.role, entry.permission] as const),
    ];
    for (const [kind, role, permission] of entries) {
      // Hasura's insert permission without columns allows every column.
      const writable = listedColumns(ctx, table, permission.columns ?? '*');
      for (const column of Object.keys(permission.set ?? {})) {
        if (writable.includes(column)) problems.push(`${table}: ${kind} permission of ${role} presets "${column}" and lists it in columns`);
      }
    }
  }
  return problems;
}

/** Columns the database fills in (keys, timestamps, counters kept by triggers) are written by no role. */
function maintainedColumnProblems(tables: TableMetadata[], catalog: Catalog): string[] {
  const ctx = contextOf(tables, catalog);
  const problems: string[] = [];
  for (const meta of tables) {
    const table = keyOf(meta.table);
    const entries = [
      ...(meta.insert_permissions ?? []).map((entry) => ['insert', entry.role, entry.permission] as const),
      ...(meta.update_permissions ?? []).map((entry) => ['update', entry.role, entry.permission] as const),
    ];
    for (const [kind, role, permission] of entries) {
      const written = [...listedColumns(ctx, table, permission.columns ?? '*'), ...Object.keys(permission.set ?? {})];
      for (const column of written.filter((name) => MAINTAINED_COLUMNS.includes(name))) {
        problems.push(`${table}: ${kind} permission of ${role} writes "${column}", which the database maintains`);
      }
    }
  }
  return problems;
}

const mentionsSessionUser = (exp: unknown): boolean =>
  JSON.stringify(exp ?? null)
    .toLowerCase()
    .includes(SESSION_USER);

/** A member writes as themselves: inserts preset an owner column, updates and deletes filter on it. */
function ownershipProblems(tables: TableMetadata[]): string[] {
  const problems: string[] = [];
  for (const meta of tables) {
    const table = keyOf(meta.table);
    for (const { role, permission } of meta.insert_permissions ?? []) {
      const presetsOwner = Object.values(permission.set ?? {}).some((value) => String(value).toLowerCase() === SESSION_USER);
      if (role === 'user' && !presetsOwner) problems.push(`${table}: insert permission of user presets no owner column`);
    }
    for (const { role, permission } of meta.update_permissions ?? []) {
      if (role === 'user' && !mentionsSessionUser(permission.filter))
        problems.push(`${table}: update permission of user is not limited to own rows`);
      if (role === 'user' && !mentionsSessionUser(permission.check))
        problems.push(`${table}: update permission of user has no own-row check`);
    }
    for (const { role, permission } of meta.delete_permissions ?? []) {
      if (role === 'user' && !mentionsSessionUser(permission.filter))
        problems.push(`${table}: delete permission of user is not limited to own rows`);
    }
  }
  return problems;
}

/** auth.users and auth.mail_outbox: only site_admin reads them, nobody writes them, and nobody ever sees a password hash. */
function authProblems(tables: TableMetadata[], catalog: Catalog): string[] {
  const ctx = contextOf(tables, catalog);
  const problems: string[] = [];
  for (const name of TRACKED_AUTH_TABLES) {
    const table = ctx.tables.get(name);
    for (const { role } of table?.select_permissions ?? []) {
      if (role !== 'site_admin') problems.push(`${name}: ${role} may select it`);
    }
    for (const kind of ['insert', 'update', 'delete'] as const) {
      for (const { role } of table?.[`${kind}_permissions`] ?? []) problems.push(`${name}: ${role} may ${kind} it`);
    }
  }
  for (const meta of tables) {
    const table = keyOf(meta.table);
    const entries = [
      ...(meta.select_permissions ?? []).map((entry) => ['select', entry.role, entry.permission.columns] as const),
      ...(meta.insert_permissions ?? []).map((entry) => ['insert', entry.role, entry.permission.columns] as const),
      ...(meta.update_permissions ?? []).map((entry) => ['update', entry.role, entry.permission.columns] as const),
    ];
    for (const [kind, role, columns] of entries) {
      if (listedColumns(ctx, table, columns ?? '*').includes('password_hash')) problems.push(`${table}: ${role} may ${kind} password_hash`);
    }
  }
  return problems;
}

/** True when every row the filter lets through has `column` = true. */
function requiresTrue(filter: unknown, column: string): boolean {
  if (!isRecord(filter)) return false;
  const condition = filter[column];
  if (isRecord(condition) && condition._eq === true) return true;
  return Array.isArray(filter._and) && filter._and.some((part) => requiresTrue(part, column));
}

type PublishedRule = [table: string, role: string, column: string];

/** Where visitors (and, except for their own blog drafts, members) read published rows only. */
const PUBLISHED_ONLY: PublishedRule[] = [
  ['public.articles', 'anonymous', 'published'],
  ['public.blog_posts', 'anonymous', 'published'],
  ['public.events', 'anonymous', 'published'],
  ['public.news_articles', 'anonymous', 'is_published'],
  ['public.articles', 'user', 'published'],
  ['public.events', 'user', 'published'],
  ['public.news_articles', 'user', 'is_published'],
];

function publishedProblems(tables: TableMetadata[]): string[] {
  const byKey = new Map(tables.map((meta) => [keyOf(meta.table), meta]));
  const problems: string[] = [];
  for (const [table, role, column] of PUBLISHED_ONLY) {
    const select = byKey.get(table)?.select_permissions?.find((entry) => entry.role === role);
    if (!select) problems.push(`${table}: ${role} has no select permission`);
    else if (!requiresTrue(select.permission.filter, column))
      problems.push(`${table}: ${role} may select rows where ${column} is not true`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------------

let metadata: Metadata;
let tables: TableMetadata[];
let catalog: Catalog;

beforeAll(async () => {
  metadata = loadMetadata(METADATA_DIR);
  const source = metadata.sources.find((candidate) => candidate.name === 'default');
  if (!source) throw new Error('no source named default in databases.yaml');
  tables = source.tables;
  const db = await createTestDatabase();
  try {
    catalog = checkerCatalog(await readCatalog(db));
  } finally {
    await db.close();
  }
});

describe('metadata loader', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'metadata-loader-'));
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'root.yaml'), 'tagged: !include sub/a.yaml\nquoted: "!include sub/b.yaml"\nplain: "!includes nothing"\n');
    writeFileSync(join(dir, 'sub', 'a.yaml'), '- "!include b.yaml"\n- !include b.yaml\n');
    writeFileSync(join(dir, 'sub', 'b.yaml'), 'value: 1\n');
    writeFileSync(join(dir, 'cycle.yaml'), 'self: !include cycle.yaml\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('resolves the !include tag and the quoted form, relative to the including file', () => {
    expect(loadYaml(join(dir, 'root.yaml'))).toEqual({
      tagged: [{ value: 1 }, { value: 1 }],
      quoted: { value: 1 },
      plain: '!includes nothing',
    });
  });

  it('refuses an include cycle', () => {
    expect(() => loadYaml(join(dir, 'cycle.yaml'))).toThrow(/include cycle/);
  });
});

describe('hasura metadata', () => {
  it('has the files of a CLI config v3 project', () => {
    for (const file of METADATA_FILES) expect(() => readFileSync(join(METADATA_DIR, file)), file).not.toThrow();
    expect(metadata.version).toBe(3);
    expect(metadata.actions.map((action) => action.name).sort()).toEqual([
      'articleAnalytics',
      'contentTotals',
      'dailyAnalytics',
      'fetchNews',
      'incrementArticleViews',
      'incrementNewsViews',
      'recordPageView',
      'resetWeb3Categories',
      'search',
    ]);
    expect(metadata.cron_triggers.map((trigger) => [trigger.name, trigger.schedule])).toEqual([
      ['fetch_news', '*/15 * * * *'],
      ['prune_views', '17 3 * * *'],
      ['event_reminders', '*/15 * * * *'],
      ['erase_accounts', '41 * * * *'],
      ['notification_mail_daily', '20 0 * * *'],
      ['weekly_digest', '0 8 * * 1'],
    ]);
  });

  it('declares the default postgres source from HASURA_GRAPHQL_DATABASE_URL', () => {
    expect(metadata.sources).toHaveLength(1);
    const [source] = metadata.sources;
    expect(source?.name).toBe('default');
    expect(source?.kind).toBe('postgres');
    expect(source?.configuration.connection_info).toMatchObject({
      database_url: { from_env: 'HASURA_GRAPHQL_DATABASE_URL' },
      isolation_level: 'read-committed',
      use_prepared_statements: true,
    });
    expect(source?.functions).toEqual([]);
  });

  it('names every table file <schema>_<table>.yaml', () => {
    const includes = parse(readFileSync(join(METADATA_DIR, 'databases/default/tables/tables.yaml'), 'utf8')) as string[];
    expect(includes).toEqual(tables.map((meta) => `!include ${meta.table.schema}_${meta.table.name}.yaml`));
  });

  it('tracks every public table, auth.users, auth.mail_outbox and auth.email_verified_claim, and nothing else', () => {
    expect(trackingProblems(tables, catalog)).toEqual([]);
    expect(tables.map((meta) => keyOf(meta.table))).toContain('auth.users');
    expect(tables.map((meta) => keyOf(meta.table))).toContain('auth.mail_outbox');
    expect(tables.map((meta) => keyOf(meta.table))).not.toContain('auth.refresh_tokens');
  });

  it('names only existing columns and relationships in permissions', () => {
    expect(permissionNameProblems(tables, catalog)).toEqual([]);
  });

  it('builds relationships on real foreign keys, with names no column has', () => {
    expect(relationshipProblems(tables, catalog)).toEqual([]);
  });

  it('has the relationships the client relies on', () => {
    expect(requiredRelationshipProblems(tables, catalog)).toEqual([]);
  });

  it('uses only the roles anonymous, user and site_admin', () => {
    expect(roleProblems(metadata)).toEqual([]);
    const used = new Set(tables.flatMap(rolesOf));
    expect([...used].sort()).toEqual([...ROLES].sort());
  });

  it('never lets a client write a preset column', () => {
    expect(presetProblems(tables, catalog)).toEqual([]);
  });

  it('leaves keys, timestamps and trigger-kept counters to the database', () => {
    expect(maintainedColumnProblems(tables, catalog)).toEqual([]);
  });

  it('lets members write only their own rows', () => {
    expect(ownershipProblems(tables)).toEqual([]);
  });

  it('shows auth.users to site_admin only, and password hashes to nobody', () => {
    expect(authProblems(tables, catalog)).toEqual([]);
    const select = tables.find((meta) => keyOf(meta.table) === 'auth.users')?.select_permissions;
    expect(select?.map((entry) => entry.role)).toEqual(['site_admin']);
  });

  it('shows visitors published content only', () => {
    expect(publishedProblems(tables)).toEqual([]);
  });

  it('keeps private columns private', () => {
    const selectable = (table: string, role: string): Columns | undefined =>
      tables.find((meta) => keyOf(meta.table) === table)?.select_permissions?.find((entry) => entry.role === role)?.permission.columns;
    for (const role of ['anonymous', 'user']) {
      expect(selectable('public.authors', role)).not.toContain('email');
      expect(selectable('public.articles', role)).not.toContain('user_id');
      expect(selectable('public.news_fetch_logs', role)).not.toContain('error_message');
      expect(selectable('public.news_sources', role)).not.toContain('feed_url');
      expect(selectable('public.page_views', role)).toBeUndefined();
    }
    expect(selectable('public.user_profiles', 'anonymous')).not.toContain('is_admin');
    expect(selectable('public.discussion_likes', 'anonymous')).not.toContain('user_id');
    expect(selectable('public.discussion_comment_likes', 'anonymous')).not.toContain('user_id');
  });

  it('lets no member make themselves admin', () => {
    const profiles = tables.find((meta) => keyOf(meta.table) === 'public.user_profiles');
    const writes = [...(profiles?.insert_permissions ?? []), ...(profiles?.update_permissions ?? [])];
    const writesColumn = (columns: Columns | undefined, column: string): boolean =>
      columns === undefined || columns === '*' || columns.includes(column);
    expect(writes.filter((entry) => entry.role !== 'site_admin' && writesColumn(entry.permission.columns, 'is_admin'))).toEqual([]);
    expect(profiles?.insert_permissions ?? []).toEqual([]);
  });
});

describe('the checkers catch broken metadata', () => {
  /** A deep copy of the tables with one table changed. */
  function broken(table: string, change: (meta: TableMetadata) => void): TableMetadata[] {
    const copy = structuredClone(tables);
    const meta = copy.find((candidate) => keyOf(candidate.table) === table);
    if (!meta) throw new Error(`no metadata for ${table}`);
    change(meta);
    return copy;
  }
  const selectOf = (meta: TableMetadata, role: string): SelectPermission => {
    const entry = meta.select_permissions?.find((candidate) => candidate.role === role);
    if (!entry) throw new Error(`no select permission of ${role} on ${keyOf(meta.table)}`);
    return entry.permission;
  };
  const insertOf = (meta: TableMetadata, role: string): InsertPermission => {
    const entry = meta.insert_permissions?.find((candidate) => candidate.role === role);
    if (!entry) throw new Error(`no insert permission of ${role} on ${keyOf(meta.table)}`);
    return entry.permission;
  };
  const relationship = (meta: TableMetadata, name: string): Relationship => {
    const rel = relationshipsOf(meta).find((candidate) => candidate.name === name);
    if (!rel) throw new Error(`no relationship ${name} on ${keyOf(meta.table)}`);
    return rel;
  };

  it('a table left untracked, or one that does not exist', () => {
    const copy = structuredClone(tables).filter((meta) => keyOf(meta.table) !== 'public.events');
    copy.push({ table: { schema: 'auth', name: 'refresh_tokens' } }, { table: { schema: 'public', name: 'ghosts' } });
    expect(trackingProblems(copy, catalog)).toEqual([
      'auth.refresh_tokens: must not be tracked',
      'public.ghosts: tracked but not in the database',
      'public.events: not tracked',
    ]);
  });

  it('an unknown column in columns, a preset, a filter or a filter through a relationship', () => {
    const copy = broken('public.blog_posts', (meta) => {
      selectOf(meta, 'anonymous').columns = ['id', 'titel'];
      selectOf(meta, 'anonymous').filter = { publishd: { _eq: true } };
      insertOf(meta, 'user').set = { owner_id: 'X-Hasura-User-Id' };
      insertOf(meta, 'user').check = { category: { scop: { _eq: 'blog' } } };
    });
    expect(permissionNameProblems(copy, catalog)).toEqual([
      'public.blog_posts: select permission of anonymous: unknown column "titel"',
      'public.blog_posts: select permission of anonymous: "publishd" is neither a column nor a relationship of public.blog_posts',
      'public.blog_posts: insert permission of user: unknown column "owner_id"',
      'public.blog_posts: insert permission of user: "scop" is neither a column nor a relationship of public.categories',
    ]);
  });

  it('a relationship named like a column, without a foreign key, or pointing the wrong way', () => {
    const copy = broken('public.discussions', (meta) => {
      relationship(meta, 'discussion_likes').name = 'likes';
      relationship(meta, 'author').using.foreign_key_constraint_on = 'content';
      relationship(meta, 'comments').using.foreign_key_constraint_on = {
        column: 'author_id',
        table: { schema: 'public', name: 'discussion_comments' },
      };
    });
    expect(relationshipProblems(copy, catalog)).toEqual([
      'public.discussions.author: no foreign key on public.discussions.content',
      'public.discussions.comments: public.discussion_comments.author_id has no foreign key to public.discussions',
      'public.discussions.likes: a column has this name',
    ]);
    expect(requiredRelationshipProblems(copy, catalog)).toEqual([
      'public.discussions.author: no foreign key on public.discussions.content',
      'public.discussions.comments: public.discussion_comments.author_id has no foreign key to public.discussions',
      'public.discussions.discussion_likes: missing array relationship',
    ]);
  });

  it('a required relationship leading to the wrong table', () => {
    const copy = broken('public.blog_posts', (meta) => {
      relationship(meta, 'category').using.foreign_key_constraint_on = 'translation_of_id';
    });
    expect(requiredRelationshipProblems(copy, catalog)).toEqual([
      'public.blog_posts.category: leads to public.blog_posts, not public.categories',
    ]);
  });

  it('the reserved admin role, an unknown role or a role granted twice', () => {
    const copy = structuredClone(metadata);
    const events = copy.sources[0]?.tables.find((meta) => keyOf(meta.table) === 'public.events');
    events?.select_permissions?.push(
      { role: 'admin', permission: { columns: '*', filter: {} } },
      { role: 'user', permission: { columns: ['id'], filter: {} } },
    );
    copy.inherited_roles.push({ role_name: 'editor', role_set: ['user'] });
    expect(roleProblems(copy)).toEqual([
      'public.events: role "admin" is not one of anonymous, user, site_admin',
      'inherited roles: role "editor" is not one of anonymous, user, site_admin',
      'public.events: two select permissions of user',
    ]);
  });

  it('a preset column the client may also write', () => {
    const copy = broken('public.discussion_comments', (meta) => {
      insertOf(meta, 'user').columns = ['discussion_id', 'content', 'author_id'];
    });
    expect(presetProblems(copy, catalog)).toEqual([
      'public.discussion_comments: insert permission of user presets "author_id" and lists it in columns',
    ]);
    const star = broken('public.articles', (meta) => {
      insertOf(meta, 'site_admin').columns = '*';
    });
    expect(presetProblems(star, catalog)).toEqual([
      'public.articles: insert permission of site_admin presets "user_id" and lists it in columns',
    ]);
  });

  it('a writable counter kept by a trigger', () => {
    const copy = broken('public.discussions', (meta) => {
      insertOf(meta, 'user').columns = ['content', 'likes'];
    });
    expect(maintainedColumnProblems(copy, catalog)).toEqual([
      'public.discussions: insert permission of user writes "likes", which the database maintains',
    ]);
  });

  it('a member writing rows that are not their own', () => {
    const copy = broken('public.discussion_likes', (meta) => {
      delete insertOf(meta, 'user').set;
      const remove = meta.delete_permissions?.find((entry) => entry.role === 'user');
      if (remove) remove.permission.filter = {};
    });
    expect(ownershipProblems(copy)).toEqual([
      'public.discussion_likes: insert permission of user presets no owner column',
      'public.discussion_likes: delete permission of user is not limited to own rows',
    ]);
  });

  it('auth.users readable by members, or a password hash readable by anyone', () => {
    const copy = broken('auth.users', (meta) => {
      meta.select_permissions?.push({ role: 'user', permission: { columns: ['id'], filter: {} } });
      selectOf(meta, 'site_admin').columns = '*';
      meta.update_permissions = [{ role: 'site_admin', permission: { columns: ['disabled'], filter: {} } }];
    });
    expect(authProblems(copy, catalog)).toEqual([
      'auth.users: user may select it',
      'auth.users: site_admin may update it',
      'auth.users: site_admin may select password_hash',
    ]);
  });

  it('the mail outbox readable by members', () => {
    const copy = broken('auth.mail_outbox', (meta) => {
      meta.select_permissions?.push({ role: 'user', permission: { columns: ['id', 'text_body'], filter: {} } });
    });
    expect(authProblems(copy, catalog)).toEqual(['auth.mail_outbox: user may select it']);
  });

  it('visitors reading drafts', () => {
    const copy = broken('public.articles', (meta) => {
      selectOf(meta, 'anonymous').filter = {};
      selectOf(meta, 'user').filter = { _or: [{ published: { _eq: true } }, { featured: { _eq: true } }] };
    });
    const noEvents = broken('public.events', (meta) => {
      meta.select_permissions = meta.select_permissions?.filter((entry) => entry.role !== 'anonymous');
    });
    expect(publishedProblems(copy)).toEqual([
      'public.articles: anonymous may select rows where published is not true',
      'public.articles: user may select rows where published is not true',
    ]);
    expect(publishedProblems(noEvents)).toEqual(['public.events: anonymous has no select permission']);
    const narrowed = broken('public.news_articles', (meta) => {
      selectOf(meta, 'anonymous').filter = { _and: [{ language: { _eq: 'en' } }, { is_published: { _eq: true } }] };
    });
    expect(publishedProblems(narrowed)).toEqual([]);
  });
});
