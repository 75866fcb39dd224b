// The metadata loader and validator (server/src/engine/metadata): the project's own hasura/metadata loads
// and fits the migrated database; copies of it, each broken in one place, are refused with an error that
// names the file, the table and the problem.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { METADATA_DIR } from '../../src/config/paths.ts';
import {
  loadMetadata,
  MetadataError,
  validateMetadata,
  type MetadataProblem,
  type PermissionEntry,
  type TableMetadata,
} from '../../src/engine/metadata/index.ts';
import { readCatalog, type Catalog } from '../../src/engine/model/catalog.ts';
import { withEnumValues } from '../../src/engine/model/enum-tables.ts';
import { createTestDatabase } from '../support/database.ts';

const TABLES = 'databases/default/tables';

// A function of the articles row, so computed fields can be checked against a real catalog entry.
const WORD_COUNT_FUNCTION = `
  CREATE FUNCTION public.article_word_count(article public.articles) RETURNS integer
  LANGUAGE sql STABLE AS $$ SELECT cardinality(regexp_split_to_array(article.content, '\\s+')) $$`;

const ACTIONS_GRAPHQL = `
type Mutation {
  "Fetches every active news source now."
  fetchNews(sourceId: uuid): FetchNewsResult
}

type Query {
  searchContent(query: String!, filter: SearchFilter, limit: Int = 10): [SearchHit!]!
}

type FetchNewsResult {
  added: Int!
}

type SearchHit {
  id: uuid!
  title: String!
  kind: SearchKind!
}

enum SearchKind {
  article
  blog_post @deprecated(reason: "use article")
}

input SearchFilter {
  language: String
}

scalar uuid
`;

const ACTIONS_YAML = `
actions:
  - name: fetchNews
    definition:
      kind: synchronous
      handler: "{{ACTIONS_BASE_URL}}/news/fetch"
      forward_client_headers: true
      timeout: 60
    permissions:
      - role: site_admin
  - name: searchContent
    definition:
      kind: synchronous
      handler: "{{ACTIONS_BASE_URL}}/search"
      type: query
    permissions:
      - role: anonymous
      - role: user
custom_types:
  enums:
    - name: SearchKind
  input_objects:
    - name: SearchFilter
  objects:
    - name: FetchNewsResult
    - name: SearchHit
      relationships:
        - name: article
          type: object
          remote_table: {schema: public, name: articles}
          field_mapping: {id: id}
  scalars:
    - name: uuid
`;

const CRON_TRIGGERS_YAML = `
- name: fetch_news
  webhook: "{{ACTIONS_BASE_URL}}/news/cron"
  schedule: "*/15 * * * *"
  include_in_metadata: true
  payload: {}
  retry_conf: {num_retries: 1, retry_interval_seconds: 60, timeout_seconds: 60, tolerance_seconds: 21600}
`;

let catalog: Catalog;
const tempDirs: string[] = [];

beforeAll(async () => {
  const db = await createTestDatabase();
  try {
    await db.exec(WORD_COUNT_FUNCTION);
    // The enum tables' rows, as the server reads them with the catalog.
    catalog = await withEnumValues(db, loadMetadata(METADATA_DIR), await readCatalog(db));
  } finally {
    await db.close();
  }
});

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of hasura/metadata in a temporary directory, changed by `edit`. */
function metadataCopy(edit: (dir: string) => void = () => undefined): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'metadata-')), 'metadata');
  tempDirs.push(dirname(dir));
  cpSync(METADATA_DIR, dir, { recursive: true });
  edit(dir);
  return dir;
}

/** Rewrites one table file of a metadata copy. */
function editTable(dir: string, file: string, change: (table: TableMetadata) => void): void {
  const path = join(dir, TABLES, file);
  const table = parse(readFileSync(path, 'utf8')) as TableMetadata;
  change(table);
  writeFileSync(path, stringify(table));
}

function roleOf<Permission>(entries: PermissionEntry<Permission>[] | undefined, role: string): Permission {
  const entry = entries?.find((candidate) => candidate.role === role);
  if (!entry) throw new Error(`no permission for role ${role}`);
  return entry.permission;
}

function thrown(fn: () => unknown): MetadataError {
  try {
    fn();
  } catch (error) {
    if (error instanceof MetadataError) return error;
    throw error;
  }
  throw new Error('expected a MetadataError');
}

/** A problem as `file | table | problem`: its message without the location prefix. */
function summary(problem: MetadataProblem): string {
  const prefix = `${problem.file}: ${problem.table === undefined ? '' : `table ${problem.table}: `}`;
  const start = problem.message.indexOf(prefix);
  return `${problem.file} | ${problem.table ?? '-'} | ${start < 0 ? problem.message : problem.message.slice(start + prefix.length)}`;
}

/** The problems validateMetadata finds in a metadata directory. */
function problemsIn(dir: string): string[] {
  const metadata = loadMetadata(dir);
  const error = thrown(() => validateMetadata(metadata, catalog));
  expect(error.code).toBe('metadata-invalid');
  expect(error.file).toBe(error.problems[0]?.file);
  return error.problems.map(summary);
}

const problemsOfCopy = (edit: (dir: string) => void): string[] => problemsIn(metadataCopy(edit));

describe('loadMetadata', () => {
  it('reads the project metadata into typed objects, with the file of every table', () => {
    const metadata = loadMetadata(METADATA_DIR);
    expect(metadata.version).toBe(3);
    const [source] = metadata.sources;
    expect(source?.configuration.connection_info.database_url).toEqual({ from_env: 'HASURA_GRAPHQL_DATABASE_URL' });
    expect(source?.tables.map((table) => `${table.table.schema}.${table.table.name}`)).toContain('public.articles');
    const articles = source?.tables.find((table) => table.table.name === 'articles');
    expect(articles?.object_relationships?.[0]).toEqual({ name: 'author', using: { foreign_key_constraint_on: 'author_id' } });
    expect(articles?.array_relationships?.[0]).toEqual({
      name: 'translations',
      using: { foreign_key_constraint_on: { column: 'translation_of_id', table: { schema: 'public', name: 'articles' } } },
    });
    expect(roleOf(articles?.insert_permissions, 'site_admin').set).toEqual({ user_id: 'X-Hasura-User-Id' });
    expect(roleOf(articles?.select_permissions, 'anonymous').filter).toEqual({ published: { _eq: true } });
    expect(metadata.origin?.sources.default?.tables['public.articles']).toBe(`${TABLES}/public_articles.yaml`);
    expect(metadata.graphql_schema_introspection).toEqual({ disabled_for_roles: [] });
    expect(metadata.api_limits).toEqual({});
  });

  it('reads actions from actions.graphql with actions.yaml, and cron triggers', () => {
    const metadata = loadMetadata(
      metadataCopy((dir) => {
        writeFileSync(join(dir, 'actions.graphql'), ACTIONS_GRAPHQL);
        writeFileSync(join(dir, 'actions.yaml'), ACTIONS_YAML);
        writeFileSync(join(dir, 'cron_triggers.yaml'), CRON_TRIGGERS_YAML);
      }),
    );
    expect(metadata.actions).toEqual([
      {
        name: 'fetchNews',
        definition: {
          type: 'mutation',
          kind: 'synchronous',
          handler: '{{ACTIONS_BASE_URL}}/news/fetch',
          forward_client_headers: true,
          headers: [],
          timeout: 60,
          arguments: [{ name: 'sourceId', type: 'uuid' }],
          output_type: 'FetchNewsResult',
        },
        permissions: [{ role: 'site_admin' }],
      },
      {
        name: 'searchContent',
        definition: {
          type: 'query',
          kind: 'synchronous',
          handler: '{{ACTIONS_BASE_URL}}/search',
          forward_client_headers: false,
          headers: [],
          timeout: 30,
          arguments: [
            { name: 'query', type: 'String!' },
            { name: 'filter', type: 'SearchFilter' },
            { name: 'limit', type: 'Int' },
          ],
          output_type: '[SearchHit!]!',
        },
        permissions: [{ role: 'anonymous' }, { role: 'user' }],
      },
    ]);
    expect(metadata.custom_types).toEqual({
      scalars: [{ name: 'uuid' }],
      enums: [{ name: 'SearchKind', values: [{ value: 'article' }, { value: 'blog_post', is_deprecated: true }] }],
      input_objects: [{ name: 'SearchFilter', fields: [{ name: 'language', type: 'String' }] }],
      objects: [
        { name: 'FetchNewsResult', fields: [{ name: 'added', type: 'Int!' }] },
        {
          name: 'SearchHit',
          fields: [
            { name: 'id', type: 'uuid!' },
            { name: 'title', type: 'String!' },
            { name: 'kind', type: 'SearchKind!' },
          ],
          relationships: [
            { name: 'article', type: 'object', remote_table: { schema: 'public', name: 'articles' }, field_mapping: { id: 'id' } },
          ],
        },
      ],
    });
    expect(metadata.cron_triggers).toEqual([
      {
        name: 'fetch_news',
        webhook: '{{ACTIONS_BASE_URL}}/news/cron',
        schedule: '*/15 * * * *',
        include_in_metadata: true,
        payload: {},
        retry_conf: { num_retries: 1, retry_interval_seconds: 60, timeout_seconds: 60, tolerance_seconds: 21600 },
      },
    ]);
    expect(() => validateMetadata(metadata, catalog)).not.toThrow();
  });

  it('counts a missing optional file as empty', () => {
    const optional = ['actions.graphql', 'actions.yaml', 'cron_triggers.yaml', 'allow_list.yaml', 'api_limits.yaml', 'network.yaml'];
    const metadata = loadMetadata(metadataCopy((dir) => optional.forEach((file) => rmSync(join(dir, file)))));
    expect(metadata.actions).toEqual([]);
    expect(metadata.custom_types).toEqual({ scalars: [], enums: [], input_objects: [], objects: [] });
    expect(metadata.cron_triggers).toEqual([]);
    expect(metadata.allowlist).toEqual([]);
    expect(metadata.network).toEqual({});
  });

  it('resolves the !include tag and the quoted form, relative to the including file', () => {
    const dir = metadataCopy((copy) => {
      const tables = join(copy, TABLES);
      mkdirSync(join(tables, 'events'));
      renameSync(join(tables, 'public_events.yaml'), join(tables, 'events', 'table.yaml'));
      const events = readFileSync(join(tables, 'events', 'table.yaml'), 'utf8');
      const permissions = events.slice(
        events.indexOf('select_permissions:') + 'select_permissions:\n'.length,
        events.indexOf('update_permissions:'),
      );
      writeFileSync(join(tables, 'events', 'select.yaml'), permissions.replace(/^ {2}/gm, ''));
      writeFileSync(
        join(tables, 'events', 'table.yaml'),
        events.replace(/select_permissions:\n[\s\S]*?(?=update_permissions:)/, 'select_permissions: !include select.yaml\n'),
      );
      const list = readFileSync(join(tables, 'tables.yaml'), 'utf8');
      writeFileSync(join(tables, 'tables.yaml'), list.replace('- "!include public_events.yaml"', '- !include events/table.yaml'));
    });
    const metadata = loadMetadata(dir);
    const events = metadata.sources[0]?.tables.find((table) => table.table.name === 'events');
    const original = loadMetadata(METADATA_DIR).sources[0]?.tables.find((table) => table.table.name === 'events');
    expect(events).toEqual(original);
    expect(metadata.origin?.sources.default?.tables['public.events']).toBe(`${TABLES}/events/table.yaml`);
  });

  it('refuses an include cycle', () => {
    const dir = metadataCopy((copy) => {
      writeFileSync(
        join(copy, TABLES, 'public_events.yaml'),
        'table: {schema: public, name: events}\nselect_permissions: "!include tables.yaml"\n',
      );
    });
    const error = thrown(() => loadMetadata(dir));
    expect(error.code).toBe('metadata-invalid');
    expect(error.file).toBe(`${TABLES}/public_events.yaml`);
    expect(error.message).toContain(
      `include cycle: databases/databases.yaml -> ${TABLES}/tables.yaml -> ${TABLES}/public_events.yaml -> ${TABLES}/tables.yaml`,
    );
  });

  it('refuses an include of a missing file', () => {
    const dir = metadataCopy((copy) => rmSync(join(copy, TABLES, 'public_events.yaml')));
    const error = thrown(() => loadMetadata(dir));
    expect(error.file).toBe(`${TABLES}/tables.yaml`);
    expect(error.message).toContain(`"!include public_events.yaml": the file ${TABLES}/public_events.yaml does not exist`);
  });

  it('refuses metadata of another config version, or none', () => {
    const old = thrown(() => loadMetadata(metadataCopy((dir) => writeFileSync(join(dir, 'version.yaml'), 'version: 2\n'))));
    expect(old.file).toBe('version.yaml');
    expect(old.message).toMatch(/version\.yaml: version is 2; only config v3 metadata \(version: 3\) is supported/);
    const none = thrown(() => loadMetadata(metadataCopy((dir) => rmSync(join(dir, 'version.yaml')))));
    expect(none.message).toMatch(/version\.yaml: missing: .* is not a Hasura metadata directory/);
  });

  it('refuses an unknown key in a table file, naming the key', () => {
    const dir = metadataCopy((copy) =>
      editTable(copy, 'public_articles.yaml', (table) => {
        Object.assign(table, { select_permission: table.select_permissions });
      }),
    );
    const error = thrown(() => loadMetadata(dir));
    expect([error.file, error.table]).toEqual([`${TABLES}/public_articles.yaml`, 'public.articles']);
    expect(summary(error.problems[0]!)).toMatch(
      new RegExp(
        `^${TABLES}/public_articles.yaml \\| public.articles \\| unknown key "select_permission"; a table's metadata may only have table, is_enum`,
      ),
    );
  });

  it('refuses malformed entries, naming where they are', () => {
    const cases: [string, (table: TableMetadata) => void, string][] = [
      [
        'public_articles.yaml',
        (table) => void Reflect.deleteProperty(roleOf(table.select_permissions, 'user'), 'filter'),
        'select permission for role "user": "filter" is missing',
      ],
      [
        'public_articles.yaml',
        (table) => Object.assign(roleOf(table.select_permissions, 'user'), { columns: 'id' }),
        'select permission for role "user": columns: expected a list of names, got "id"',
      ],
      [
        'public_discussions.yaml',
        (table) =>
          Object.assign(table.object_relationships![0]!.using, {
            manual_configuration: { remote_table: 'user_profiles', column_mapping: { author_id: 'id' } },
          }),
        'object relationship "author": using: needs exactly one of "foreign_key_constraint_on" and "manual_configuration"',
      ],
    ];
    for (const [file, change, problem] of cases) {
      const error = thrown(() => loadMetadata(metadataCopy((dir) => editTable(dir, file, change))));
      expect(summary(error.problems[0]!)).toBe(`${TABLES}/${file} | public.${file.slice('public_'.length, -'.yaml'.length)} | ${problem}`);
    }
  });

  it('refuses invalid YAML and GraphQL, naming the file', () => {
    const yaml = thrown(() => loadMetadata(metadataCopy((dir) => writeFileSync(join(dir, 'cron_triggers.yaml'), '- name: [unclosed\n'))));
    expect(yaml.file).toBe('cron_triggers.yaml');
    expect(yaml.message).toMatch(/cron_triggers\.yaml: invalid YAML: /);
    const graphql = thrown(() =>
      loadMetadata(metadataCopy((dir) => writeFileSync(join(dir, 'actions.graphql'), 'type Mutation {\n  oops(\n}\n'))),
    );
    expect(graphql.file).toBe('actions.graphql');
    expect(graphql.message).toMatch(/actions\.graphql: invalid GraphQL at line 3, column 1: Syntax Error/);
  });

  it('refuses actions that actions.graphql and actions.yaml do not both declare', () => {
    const withActions = (graphql: string, yaml: string) => (dir: string) => {
      writeFileSync(join(dir, 'actions.graphql'), graphql);
      writeFileSync(join(dir, 'actions.yaml'), yaml);
    };
    const undeclared = thrown(() =>
      loadMetadata(metadataCopy(withActions(ACTIONS_GRAPHQL, ACTIONS_YAML.replace('name: fetchNews', 'name: fetchNewz')))),
    );
    expect(undeclared.message).toMatch(
      /actions\.yaml: action "fetchNewz": not declared in actions\.graphql; add it to type Mutation or type Query$/,
    );
    const extraField = ACTIONS_GRAPHQL.replace(
      'fetchNews(sourceId: uuid): FetchNewsResult',
      'fetchNews(sourceId: uuid): FetchNewsResult\n  refreshAll: FetchNewsResult',
    );
    const withoutYaml = thrown(() => loadMetadata(metadataCopy(withActions(extraField, ACTIONS_YAML))));
    expect(withoutYaml.message).toMatch(/actions\.graphql: the field "refreshAll" has no action in actions\.yaml/);
  });
});

describe('validateMetadata', () => {
  it('accepts the project metadata against the migrated database', () => {
    expect(() => validateMetadata(loadMetadata(METADATA_DIR), catalog)).not.toThrow();
  });

  it('names the file as the user can open it, the table and the problem', () => {
    const metadata = loadMetadata(METADATA_DIR);
    const articles = metadata.sources[0]?.tables.find((table) => table.table.name === 'articles');
    const columns = roleOf(articles?.select_permissions, 'user').columns as string[];
    columns.push('titel');
    const error = thrown(() => validateMetadata(metadata, catalog));
    expect(error).toMatchObject({ code: 'metadata-invalid', file: `${TABLES}/public_articles.yaml`, table: 'public.articles' });
    const shown = process.cwd() === dirname(dirname(METADATA_DIR)) ? 'hasura/metadata' : METADATA_DIR;
    expect(error.message).toBe(
      `${shown}/${TABLES}/public_articles.yaml: table public.articles: select permission for role "user": unknown column "titel"`,
    );
  });

  it('refuses a tracked table that is not in the database', () => {
    const problems = problemsOfCopy((dir) => {
      writeFileSync(join(dir, TABLES, 'public_ghosts.yaml'), 'table:\n  name: ghosts\n  schema: public\n');
      writeFileSync(
        join(dir, TABLES, 'tables.yaml'),
        `${readFileSync(join(dir, TABLES, 'tables.yaml'), 'utf8')}- "!include public_ghosts.yaml"\n`,
      );
    });
    expect(problems).toEqual([
      `${TABLES}/public_ghosts.yaml | public.ghosts | not found in the database: create it in a migration, or stop tracking it (its line in tables.yaml)`,
    ]);
  });

  it('refuses unknown columns in permission columns, presets, filters and checks', () => {
    const problems = problemsOfCopy((dir) => {
      editTable(dir, 'public_blog_posts.yaml', (table) => {
        (roleOf(table.select_permissions, 'anonymous').columns as string[]).push('titel');
        roleOf(table.select_permissions, 'anonymous').filter = { publishd: { _eq: true } };
        roleOf(table.insert_permissions, 'user').set = { author_id: 'X-Hasura-User-Id', owner_id: 'X-Hasura-User-Id' };
        roleOf(table.update_permissions, 'user').check = { author_id: { _eq: 'X-Hasura-User-Id' }, categry_id: { _is_null: true } };
      });
    });
    const file = `${TABLES}/public_blog_posts.yaml | public.blog_posts`;
    expect(problems).toEqual([
      `${file} | select permission for role "anonymous": unknown column "titel"`,
      `${file} | select permission for role "anonymous": filter at publishd: public.blog_posts has no column, relationship or computed field "publishd"`,
      `${file} | insert permission for role "user": set: preset of unknown column "owner_id"`,
      `${file} | update permission for role "user": check at categry_id: public.blog_posts has no column, relationship or computed field "categry_id"`,
    ]);
  });

  it('follows filters through relationships, _and, _or, _not and _exists, and checks operators', () => {
    const problems = problemsOfCopy((dir) => {
      editTable(dir, 'public_blog_posts.yaml', (table) => {
        roleOf(table.insert_permissions, 'user').check = {
          _and: [
            { author_id: { _eq: 'X-Hasura-User-Id' } },
            { _or: [{ category_id: { _is_null: true } }, { category: { scop: { _eq: 'blog' } } }] },
            { _not: { categ: { scope: { _eq: 'blog' } } } },
          ],
        };
        roleOf(table.select_permissions, 'user').filter = {
          _or: [
            { published: { eq: true } },
            { author_id: { _eqq: 'X-Hasura-User-Id' } },
            { translation_of: { author_id: { _ceq: ['$', 'author'] } } },
            { translation_of: { author_id: { _ceq: 'author_id' } } },
            { _exists: { _table: { schema: 'public', name: 'user_profiles' }, _where: { is_admn: { _eq: true } } } },
            { _exists: { _table: { schema: 'auth', name: 'refresh_tokens' }, _where: {} } },
            { _nor: [] },
          ],
        };
      });
    });
    const file = `${TABLES}/public_blog_posts.yaml | public.blog_posts`;
    expect(problems).toEqual([
      `${file} | select permission for role "user": filter at _or[0].published.eq: "eq" is not an operator (operators start with "_", as _eq)`,
      `${file} | select permission for role "user": filter at _or[1].author_id._eqq: unknown operator "_eqq"`,
      `${file} | select permission for role "user": filter at _or[2].translation_of.author_id._ceq: unknown column "author" of public.blog_posts`,
      `${file} | select permission for role "user": filter at _or[4]._exists._where.is_admn: public.user_profiles has no column, relationship or computed field "is_admn"`,
      `${file} | select permission for role "user": filter at _or[5]._exists: the table auth.refresh_tokens is not tracked`,
      `${file} | select permission for role "user": filter at _or[6]._nor: unknown operator "_nor" (expected _and, _or, _not or _exists, or a field)`,
      `${file} | insert permission for role "user": check at _and[1]._or[1].category.scop: public.categories has no column, relationship or computed field "scop"`,
      `${file} | insert permission for role "user": check at _and[2]._not.categ: public.blog_posts has no column, relationship or computed field "categ"`,
    ]);
  });

  it('refuses foreign_key_constraint_on without a matching foreign key', () => {
    const problems = problemsOfCopy((dir) => {
      editTable(dir, 'public_discussions.yaml', (table) => {
        const relationship = (name: string) => table.array_relationships!.find((candidate) => candidate.name === name)!;
        table.object_relationships![0]!.using = { foreign_key_constraint_on: 'content' };
        relationship('comments').using = {
          foreign_key_constraint_on: { column: 'author_id', table: { schema: 'public', name: 'discussion_comments' } },
        };
        relationship('discussion_likes').using = {
          foreign_key_constraint_on: { column: 'discussion_idd', table: { schema: 'public', name: 'discussion_likes' } },
        };
      });
    });
    const file = `${TABLES}/public_discussions.yaml | public.discussions`;
    expect(problems).toEqual([
      `${file} | object relationship "author": no foreign key constraint on public.discussions (content); add one in a migration or use manual_configuration`,
      `${file} | array relationship "comments": no foreign key constraint on public.discussion_comments (author_id) references public.discussions; add one in a migration or use manual_configuration`,
      `${file} | array relationship "discussion_likes": foreign_key_constraint_on: unknown column "discussion_idd" of public.discussion_likes`,
    ]);
  });

  it('refuses manual relationships with unknown columns or untracked tables', () => {
    const problems = problemsOfCopy((dir) => {
      editTable(dir, 'public_discussions.yaml', (table) => {
        table.object_relationships![0]!.using = {
          manual_configuration: { remote_table: { schema: 'public', name: 'user_profiles' }, column_mapping: { writer_id: 'id' } },
        };
        table.array_relationships!.push(
          {
            name: 'fans',
            using: {
              manual_configuration: { remote_table: { schema: 'public', name: 'discussion_likes' }, column_mapping: { id: 'fan_id' } },
            },
          },
          {
            name: 'tokens',
            using: {
              manual_configuration: { remote_table: { schema: 'auth', name: 'refresh_tokens' }, column_mapping: { author_id: 'user_id' } },
            },
          },
        );
      });
    });
    const file = `${TABLES}/public_discussions.yaml | public.discussions`;
    expect(problems).toEqual([
      `${file} | object relationship "author": manual_configuration: unknown column "writer_id"`,
      `${file} | array relationship "fans": manual_configuration: unknown column "fan_id" of public.discussion_likes`,
      `${file} | array relationship "tokens": leads to auth.refresh_tokens, which is not tracked; track it in tables.yaml`,
    ]);
  });

  it('refuses a relationship named like a column, and a name used twice', () => {
    const problems = problemsOfCopy((dir) => {
      editTable(dir, 'public_discussions.yaml', (table) => {
        table.array_relationships![1]!.name = 'likes';
        table.array_relationships![0]!.name = 'author';
      });
    });
    const file = `${TABLES}/public_discussions.yaml | public.discussions`;
    expect(problems).toEqual([
      `${file} | array relationship "author": the name is used twice`,
      `${file} | array relationship "likes": the table has a column of that name; rename the array relationship`,
    ]);
  });

  it('checks computed fields: their function, and their use in filters', () => {
    const computed = { name: 'word_count', definition: { function: { schema: 'public', name: 'article_word_count' } } };
    const valid = metadataCopy((dir) =>
      editTable(dir, 'public_articles.yaml', (table) => {
        table.computed_fields = [computed];
        roleOf(table.select_permissions, 'anonymous').computed_fields = ['word_count'];
        roleOf(table.select_permissions, 'anonymous').filter = { _and: [{ published: { _eq: true } }, { word_count: { _gt: 100 } }] };
      }),
    );
    expect(() => validateMetadata(loadMetadata(valid), catalog)).not.toThrow();
    const problems = problemsOfCopy((dir) =>
      editTable(dir, 'public_authors.yaml', (table) => {
        table.computed_fields = [
          ...(table.computed_fields ?? []),
          computed,
          { name: 'bio', definition: { function: { schema: 'public', name: 'nothing_here' } } },
        ];
        roleOf(table.select_permissions, 'anonymous').computed_fields = ['word_cout'];
      }),
    );
    const file = `${TABLES}/public_authors.yaml | public.authors`;
    expect(problems).toEqual([
      `${file} | computed field "bio": the table has a column of that name; rename the computed field`,
      `${file} | computed field "word_count": the computed field "word_count" cannot be added to table "authors" because first argument of the function "article_word_count" of type "articles" is not the table to which the computed field is being added`,
      `${file} | computed field "bio": no such function exists: "nothing_here"`,
      `${file} | select permission for role "anonymous": computed field "word_cout" does not exist`,
    ]);
  });

  it('refuses permissions for admin, two permissions of a kind for one role, and bad limits', () => {
    const problems = problemsOfCopy((dir) => {
      editTable(dir, 'public_news_fetch_logs.yaml', (table) => {
        table.select_permissions!.push(
          { role: 'admin', permission: { columns: '*', filter: {} } },
          { role: 'user', permission: { columns: ['id'], filter: {}, limit: 5 } },
        );
        roleOf(table.select_permissions, 'anonymous').limit = -1;
        roleOf(table.select_permissions, 'site_admin').limit = 2.5;
        roleOf(table.select_permissions, 'site_admin').query_root_fields = ['select', 'select_stream'];
        table.delete_permissions!.push({ role: 'admin', permission: { filter: {} } });
      });
    });
    const file = `${TABLES}/public_news_fetch_logs.yaml | public.news_fetch_logs`;
    expect(problems).toEqual([
      `${file} | select permission for role "user" is defined twice; keep one`,
      `${file} | select permission for role "anonymous": limit must be a non-negative integer, got -1`,
      `${file} | select permission for role "site_admin": limit must be a non-negative integer, got 2.5`,
      `${file} | select permission for role "site_admin": query_root_fields: "select_stream" is not one of select, select_by_pk, select_aggregate`,
      `${file} | select permission for role "admin": cannot define permission for admin role`,
      `${file} | delete permission for role "admin": cannot define permission for admin role`,
    ]);
  });

  it('refuses an action permission for admin', () => {
    const problems = problemsOfCopy((dir) => {
      writeFileSync(join(dir, 'actions.graphql'), ACTIONS_GRAPHQL);
      writeFileSync(join(dir, 'actions.yaml'), ACTIONS_YAML.replace('- role: site_admin', '- role: admin'));
    });
    expect(problems).toEqual(['actions.yaml | - | action "fetchNews": cannot define permission for admin role']);
  });

  it('refuses cron triggers without a webhook or with a schedule that is not a 5-field cron expression', () => {
    const triggers = [
      { name: 'no_webhook', schedule: '0 * * * *', include_in_metadata: true },
      { name: 'four_fields', webhook: 'http://localhost/a', schedule: '*/15 * * *', include_in_metadata: true },
      { name: 'minute_61', webhook: 'http://localhost/b', schedule: '61 * * * *', include_in_metadata: true },
      { name: 'backwards', webhook: 'http://localhost/c', schedule: '0 9 * * 5-1', include_in_metadata: true },
      { name: 'named', webhook: 'http://localhost/d', schedule: '0 9 * JAN *', include_in_metadata: true },
      { name: 'fine', webhook: 'http://localhost/e', schedule: '0,30 9-17/2 1-15 * 1-5', include_in_metadata: true },
    ];
    const problems = problemsOfCopy((dir) => writeFileSync(join(dir, 'cron_triggers.yaml'), stringify(triggers)));
    expect(problems).toEqual([
      'cron_triggers.yaml | - | cron trigger "no_webhook": no webhook; set the URL to call (it may use {{ENV_VAR}})',
      'cron_triggers.yaml | - | cron trigger "four_fields": schedule "*/15 * * *" has 4 fields, a cron expression has 5 (minute hour day-of-month month day-of-week)',
      'cron_triggers.yaml | - | cron trigger "minute_61": schedule "61 * * * *": minute 61 is outside 0-59',
      'cron_triggers.yaml | - | cron trigger "backwards": schedule "0 9 * * 5-1": day of week range "5-1" runs backwards',
      'cron_triggers.yaml | - | cron trigger "named": schedule "0 9 * JAN *": month "JAN" is not valid',
    ]);
  });

  it('lists every problem in one error', () => {
    const dir = metadataCopy((copy) => {
      editTable(copy, 'public_events.yaml', (table) => {
        table.select_permissions!.push({ role: 'admin', permission: { columns: ['nam'], filter: {} } });
      });
    });
    const error = thrown(() => validateMetadata(loadMetadata(dir), catalog));
    expect(error.problems).toHaveLength(2);
    expect(error.message.split('\n')).toEqual([
      'The Hasura metadata has 2 problems:',
      `  - ${error.problems[0]?.message}`,
      `  - ${error.problems[1]?.message}`,
    ]);
  });
});
