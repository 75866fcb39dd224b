// Inherited roles as Hasura v2 resolves them, where the conformance cases in upstream's format cannot look: the role
// schema (cells an inherited role may not always read become nullable), conflicting write permissions listed as
// Hasura's inconsistent objects, function permissions inherited from any parent, the validator's refusals, and a
// token's allowed roles deciding whether an inherited role may be asked for. Setups adapted from hasura/graphql-engine
// server/tests-py/queries/graphql_query/permissions/inherited_roles, graphql_mutation/roles_inheritance and
// graphql_mutation/functions/permissions/roles_inheritance (Apache-2.0).
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteDatabase } from '../../src/db/pglite.ts';
import { createEngine, type Engine } from '../../src/engine/create-engine.ts';
import { createLiveMetadata } from '../../src/engine/live-metadata.ts';
import { conflictsOf } from '../../src/engine/metadata/inconsistency.ts';
import { MetadataError, type Metadata } from '../../src/engine/model/metadata-types.ts';
import { validateMetadata } from '../../src/engine/metadata/validate.ts';
import { type Catalog } from '../../src/engine/model/catalog.ts';
import { createSessionResolver, parseJwtSecret } from '../../src/session/index.ts';
import { setUpDatabase } from './harness.ts';
import type { SetupState } from '../conformance/setup.ts';

interface Answer {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string; path: string } }[];
}

const select = (table: string, role: string, permission: object) => ({
  type: 'create_select_permission',
  args: { table, role, permission },
});
const inherit = (role: string, parents: string[]) => ({ type: 'add_inherited_role', args: { role_name: role, role_set: parents } });

const QUERY_SETUP = {
  type: 'bulk',
  args: [
    {
      type: 'run_sql',
      args: {
        sql: `
          create table team (id serial primary key, name text);
          create table manager (id serial primary key, team_id int references team(id), name text, phone text, address text);
          create table employee (id serial primary key, name text not null, salary int not null, title text,
            manager_id int references manager(id), team_id int references team(id), manager_remarks text, hr_remarks text);
          insert into team (name) values ('sales'), ('HR');
          insert into manager (team_id, name, phone, address) values (1, 'sales manager 1', '9988998822', 'basant bihar'),
            (1, 'sales manager 2', '9977223344', 'buena vista'), (2, 'HR manager 1', '1122334455', 'MG Road');
          insert into employee (name, salary, title, manager_id, team_id, manager_remarks, hr_remarks) values
            ('employee 1', 10000, 'Sales representative', 1, 1, 'good', 'good'),
            ('employee 2', 14000, 'Sales representative', 1, 1, 'good', 'good'),
            ('employee 3', 12400, 'HR trainee', 3, 2, 'hard working', 'hard working'),
            ('employee 4', 15430, 'Sales representative', 2, 1, 'hard working', 'hard working');
          create table authors (id serial primary key, name text, followers int);
          create table articles (id serial primary key, title text, content text, is_published boolean default false,
            author_id int references authors(id));
          insert into authors (name, followers) values ('J.K.Rowling', 1232344), ('Paulo Coelho', 21312332), ('Murakami', 1232132);
          insert into articles (title, content, is_published, author_id) values ('title 1', 'content 1', false, 1),
            ('title 2', 'content 2', true, 2), ('title 3', 'content 3', true, 1), ('title 4', 'content 4', true, 3),
            ('title 5', 'content 5', true, 2);
          create function published_articles() returns setof articles as $$ select * from articles where is_published $$ language sql stable;`,
      },
    },
    ...['employee', 'team', 'manager', 'authors', 'articles'].map((name) => ({ type: 'track_table', args: { schema: 'public', name } })),
    {
      type: 'create_object_relationship',
      args: { table: 'employee', name: 'manager', using: { foreign_key_constraint_on: 'manager_id' } },
    },
    {
      type: 'create_array_relationship',
      args: { table: 'manager', name: 'employees', using: { foreign_key_constraint_on: { table: 'employee', column: 'manager_id' } } },
    },
    select('employee', 'employee', { columns: ['id', 'name', 'salary', 'title', 'team_id'], filter: { id: { _eq: 'X-Hasura-User-Id' } } }),
    select('employee', 'manager', {
      columns: ['name', 'title', 'manager_remarks'],
      filter: { manager_id: { _eq: 'X-Hasura-Manager-Id' } },
      allow_aggregations: true,
    }),
    select('manager', 'manager', { columns: '*', allow_aggregations: true, filter: { id: 'X-Hasura-Manager-Id' } }),
    select('manager', 'employee', {
      columns: ['name', 'phone'],
      allow_aggregations: true,
      filter: { employees: { manager_id: { _eq: 'X-Hasura-Manager-Id' } } },
    }),
    inherit('manager_employee', ['manager', 'employee']),
    select('authors', 'author', { columns: ['id', 'name', 'followers'], filter: { id: 'X-Hasura-Author-Id' } }),
    select('authors', 'editor', { columns: ['name', 'followers'], allow_aggregations: true, filter: {} }),
    select('articles', 'guest', { columns: ['title', 'content', 'author_id'], allow_aggregations: true, filter: { is_published: true } }),
    select('articles', 'author', { columns: '*', allow_aggregations: true, filter: { author_id: 'X-Hasura-Author-Id' } }),
    select('articles', 'editor', { columns: '*', filter: {} }),
    select('articles', 'free_user', { columns: ['title', 'content'], filter: { is_published: { _eq: true } }, limit: 2 }),
    select('articles', 'premium_user_free_trial', { columns: ['title', 'content'], filter: { is_published: { _eq: true } }, limit: 4 }),
    inherit('author_editor_guest_inherited_role', ['author', 'editor', 'guest']),
    inherit('non_paying_user', ['free_user', 'premium_user_free_trial']),
    select('authors', 'non_paying_user', { columns: ['name', 'followers'], filter: {} }),
    inherit('non_paying_user_and_guest', ['non_paying_user', 'guest']),
    { type: 'track_function', args: { schema: 'public', name: 'published_articles' } },
  ],
};

const JWT_KEY = 'inherited-roles-test-hs256-secret-0123456789';

async function token(allowedRoles: string[], defaultRole: string): Promise<string> {
  const claims = { 'x-hasura-allowed-roles': allowedRoles, 'x-hasura-default-role': defaultRole, 'x-hasura-user-id': '1' };
  return new SignJWT({ 'https://hasura.io/jwt/claims': claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(JWT_KEY));
}

describe('inherited roles: selects', () => {
  let db: PgliteDatabase;
  let metadata: Metadata;
  let catalog: Catalog;
  let engine: Engine;

  beforeAll(async () => {
    let state: SetupState;
    ({ db, state, catalog } = await setUpDatabase(QUERY_SETUP));
    metadata = state.metadata;
    validateMetadata(metadata, catalog);
    engine = createEngine({
      db,
      metadata,
      catalog,
      sessions: createSessionResolver({
        adminSecret: 'secret',
        jwtSecret: parseJwtSecret(JSON.stringify({ type: 'HS256', key: JWT_KEY })),
      }),
    });
  });
  afterAll(async () => db?.close());

  const ask = async (query: string, headers: Record<string, string>): Promise<Answer> =>
    JSON.parse((await engine.handle(JSON.stringify({ query }), { 'x-hasura-admin-secret': 'secret', ...headers })).body) as Answer;
  const managerEmployee = (managerId: string) => ({
    'X-Hasura-Role': 'manager_employee',
    'X-Hasura-User-Id': '1',
    'X-Hasura-Manager-Id': managerId,
  });

  it('reads a column only in the rows a parent that may read it sees (basic_inherited_roles.yaml#1)', async () => {
    expect(await ask('{ employee { id name title salary manager_remarks } }', managerEmployee('1'))).toEqual({
      data: {
        employee: [
          { id: 1, name: 'employee 1', title: 'Sales representative', salary: 10000, manager_remarks: 'good' },
          { id: null, name: 'employee 2', title: 'Sales representative', salary: null, manager_remarks: 'good' },
        ],
      },
    });
  });

  it('applies the combined permissions through relationships and to aggregates (basic_inherited_roles.yaml#2, #3)', async () => {
    expect(await ask('{ employee { name salary manager_remarks manager { id name phone address } } }', managerEmployee('2'))).toEqual({
      data: {
        employee: [
          { name: 'employee 1', salary: 10000, manager_remarks: null, manager: null },
          {
            name: 'employee 4',
            salary: null,
            manager_remarks: 'hard working',
            manager: { id: 2, name: 'sales manager 2', phone: '9977223344', address: 'buena vista' },
          },
        ],
      },
    });
    expect(await ask('{ employee_aggregate { aggregate { count sum { salary } } } }', managerEmployee('2'))).toEqual({
      data: { employee_aggregate: { aggregate: { count: 2, sum: { salary: 10000 } } } },
    });
  });

  it('compares and orders by what the role reads: a hidden cell is null', async () => {
    expect(await ask('{ employee(where: {salary: {_is_null: true}}) { name } }', managerEmployee('1'))).toEqual({
      data: { employee: [{ name: 'employee 2' }] },
    });
    expect(await ask('{ employee(order_by: {salary: asc_nulls_first}) { name } }', managerEmployee('1'))).toEqual({
      data: { employee: [{ name: 'employee 2' }, { name: 'employee 1' }] },
    });
  });

  it('types a column the role may not always read as nullable', () => {
    const fields = (engine.schemaFor('manager_employee').getType('employee') as import('graphql').GraphQLObjectType).getFields();
    expect(String(fields.name!.type)).toBe('String!');
    expect(String(fields.salary!.type)).toBe('Int');
    expect(fields.hr_remarks).toBeUndefined();
    expect(String((engine.schemaFor('employee').getType('employee') as import('graphql').GraphQLObjectType).getFields().salary!.type)).toBe(
      'Int!',
    );
  });

  it('reads the tables of every parent in one query (basic_inherited_roles.yaml#5)', async () => {
    expect(await ask('{ employee { name salary } manager { team_id name } }', managerEmployee('2'))).toEqual({
      data: {
        employee: [
          { name: 'employee 1', salary: 10000 },
          { name: 'employee 4', salary: null },
        ],
        manager: [{ team_id: 1, name: 'sales manager 2' }],
      },
    });
  });

  it('takes the largest limit, and a parent that is an inherited role (basic_inherited_roles.yaml#6, inherited_role_parent_is_another_inherited_role.yaml)', async () => {
    expect(await ask('{ articles { title } }', { 'X-Hasura-Role': 'non_paying_user' })).toEqual({
      data: { articles: [{ title: 'title 2' }, { title: 'title 3' }, { title: 'title 4' }, { title: 'title 5' }] },
    });
    expect(
      await ask('{ articles(order_by: [{author_id: asc}, {title: asc}]) { title author_id } }', {
        'X-Hasura-Role': 'non_paying_user_and_guest',
      }),
    ).toEqual({
      data: {
        articles: [
          { title: 'title 3', author_id: 1 },
          { title: 'title 2', author_id: 2 },
          { title: 'title 5', author_id: 2 },
          { title: 'title 4', author_id: 3 },
        ],
      },
    });
  });

  it("uses the role's own permission over the inherited one (override_inherited_permission.yaml)", async () => {
    const answer = await ask(
      '{ authors(order_by: {followers: asc}) { name followers } articles(where: {title: {_eq: "title 2"}}) { title } }',
      {
        'X-Hasura-Role': 'non_paying_user',
      },
    );
    expect(answer).toEqual({
      data: {
        authors: [
          { name: 'Murakami', followers: 1232132 },
          { name: 'J.K.Rowling', followers: 1232344 },
          { name: 'Paulo Coelho', followers: 21312332 },
        ],
        articles: [{ title: 'title 2' }],
      },
    });
  });

  it('combines only the parents that have a permission (inherited_role_with_some_roles_having_no_permissions.yaml)', async () => {
    expect(
      await ask('{ authors(order_by: {id: asc}) { id name } }', {
        'X-Hasura-Role': 'author_editor_guest_inherited_role',
        'X-Hasura-Author-Id': '1',
      }),
    ).toEqual({
      data: {
        authors: [
          { id: 1, name: 'J.K.Rowling' },
          { id: null, name: 'Paulo Coelho' },
          { id: null, name: 'Murakami' },
        ],
      },
    });
    // editor allows aggregations on authors, author does not: the inherited role may.
    const root = engine.schemaFor('author_editor_guest_inherited_role').getQueryType()!.getFields();
    expect(root.authors_aggregate).toBeDefined();
  });

  it('reads a query function through the combined permission of its table', async () => {
    expect(await ask('{ published_articles(order_by: {title: asc}, limit: 2) { title } }', { 'X-Hasura-Role': 'non_paying_user' })).toEqual(
      {
        data: { published_articles: [{ title: 'title 2' }, { title: 'title 3' }] },
      },
    );
  });

  it("is asked for like any role: only when the token's allowed roles name it", async () => {
    const allowed = await token(['manager_employee', 'employee'], 'employee');
    const answer = await ask('{ employee { name } }', { Authorization: `Bearer ${allowed}`, 'X-Hasura-Role': 'manager_employee' });
    expect(answer.errors?.[0]?.message).toBe('missing session variable: "x-hasura-manager-id"');
    const parentsOnly = await token(['manager', 'employee'], 'employee');
    const refused = await engine.handle(JSON.stringify({ query: '{ employee { name } }' }), {
      Authorization: `Bearer ${parentsOnly}`,
      'X-Hasura-Role': 'manager_employee',
    });
    expect(JSON.parse(refused.body)).toEqual({
      errors: [{ message: 'Your requested role is not in allowed roles', extensions: { code: 'access-denied', path: '$' } }],
    });
  });

  it("refuses a missing parent, a cycle, and a role declared twice, in Hasura's words", () => {
    const problems = (edit: (copy: Metadata) => void): string[] => {
      const copy = structuredClone(metadata);
      edit(copy);
      try {
        validateMetadata(copy, catalog);
        return [];
      } catch (error) {
        if (!(error instanceof MetadataError)) throw error;
        return error.problems.map((problem) => problem.problem);
      }
    };
    expect(problems((copy) => copy.inherited_roles.push({ role_name: 'ghostly', role_set: ['ghost', 'manager'] }))).toEqual([
      'the following parent role(s) are not found: ghost which are required to construct the inherited role: "ghostly"',
    ]);
    expect(
      problems((copy) => copy.inherited_roles.push({ role_name: 'a', role_set: ['b'] }, { role_name: 'b', role_set: ['a', 'guest'] })),
    ).toEqual(['found cycle(s) in roles: ["a","b","a"]']);
    expect(problems((copy) => copy.inherited_roles.push({ role_name: 'non_paying_user', role_set: ['guest'] }))).toEqual([
      'multiple declarations exist for the following inherited roles: non_paying_user',
    ]);
  });
});

const MUTATION_SETUP = {
  type: 'bulk',
  args: [
    {
      type: 'run_sql',
      args: {
        sql: `
          create table editors (id serial primary key, first_name text);
          create table authors (id serial primary key, first_name text, last_name text, phone text, age int,
            editor_id int references editors(id), updated_at timestamptz default now());
          create table articles (id serial primary key, title text, content text, is_published boolean default false,
            author_id int references authors(id), editor_id int references editors(id), updated_at timestamptz default now());
          insert into editors (first_name) values ('Ed');
          insert into authors (first_name, editor_id) values ('Ann', 1), ('Bob', 1);
          insert into articles (title, is_published, author_id, editor_id) values ('Article 1', true, 1, 1), ('Article 2', false, 2, 1);
          create table "user" (id serial primary key, name text not null, score integer, role_echo text default '');
          insert into "user" (name, score) values ('user 1', 143), ('user 2', 132);
          create function add_to_score(hasura_session json, search text, increment integer default 1) returns setof "user" as $$
            update "user" set score = score + increment where name ilike ('%' || search || '%')
            returning id, name, score, hasura_session->>'x-hasura-role' as role_echo
          $$ language sql volatile;`,
      },
    },
    ...['authors', 'articles', 'user'].map((name) => ({ type: 'track_table', args: { schema: 'public', name } })),
    select('authors', 'author', { columns: '*', filter: { id: 'X-Hasura-Author-Id' } }),
    {
      type: 'create_insert_permission',
      args: {
        table: 'authors',
        role: 'author',
        permission: {
          check: { id: 'X-Hasura-Author-Id' },
          set: { id: 'X-Hasura-Author-Id' },
          columns: ['first_name', 'last_name', 'phone', 'age', 'editor_id'],
        },
      },
    },
    {
      type: 'create_update_permission',
      args: {
        table: 'authors',
        role: 'author',
        permission: {
          columns: ['first_name', 'last_name', 'phone', 'age', 'editor_id'],
          filter: { id: 'X-Hasura-Author-Id' },
          set: { updated_at: 'NOW()' },
        },
      },
    },
    {
      type: 'create_update_permission',
      args: {
        table: 'authors',
        role: 'editor',
        permission: { columns: ['phone', 'age'], filter: { editor_id: 'X-Hasura-Editor-Id' }, set: { updated_at: 'NOW()' } },
      },
    },
    select('articles', 'author', { columns: '*', allow_aggregations: true, filter: { author_id: 'X-Hasura-Author-Id' } }),
    select('articles', 'editor', { columns: '*', filter: { editor_id: 'X-Hasura-Editor-Id' } }),
    {
      type: 'create_delete_permission',
      args: { table: 'articles', role: 'publisher', permission: { filter: { is_published: { _eq: true } } } },
    },
    {
      type: 'create_update_permission',
      args: {
        table: 'articles',
        role: 'editor',
        permission: { columns: ['title', 'content'], filter: { editor_id: 'X-Hasura-Editor-Id' } },
      },
    },
    inherit('author_editor', ['author', 'editor']),
    inherit('author_editor_publisher', ['author_editor', 'publisher']),
    ...['role1', 'role2', 'role3'].map((role) => select('user', role, { columns: ['name', 'score', 'role_echo'], filter: {} })),
    select('user', 'role4', { columns: ['name', 'score'], filter: { id: 'X-Hasura-User-Id' } }),
    {
      type: 'track_function',
      version: 2,
      args: { function: 'add_to_score', configuration: { exposed_as: 'mutation', session_argument: 'hasura_session' } },
    },
    { type: 'create_function_permission', args: { function: 'add_to_score', role: 'role1' } },
    { type: 'create_function_permission', args: { function: 'add_to_score', role: 'role2' } },
    inherit('inherited_role1', ['role1', 'role2']),
    inherit('inherited_role2', ['role3', 'role4']),
  ],
};

describe('inherited roles: mutations and function permissions', () => {
  let db: PgliteDatabase;
  let metadata: Metadata;
  let catalog: Catalog;
  let engine: Engine;

  beforeAll(async () => {
    let state: SetupState;
    ({ db, state, catalog } = await setUpDatabase(MUTATION_SETUP));
    metadata = state.metadata;
    validateMetadata(metadata, catalog);
    engine = createEngine({ db, metadata, catalog, sessions: createSessionResolver({}) });
  });
  afterAll(async () => db?.close());

  const ask = async (query: string, headers: Record<string, string> = {}): Promise<Answer> =>
    JSON.parse((await engine.handle(JSON.stringify({ query }), headers)).body) as Answer;

  it('inherits a write permission only one parent has (inheritance_from_single_parent.yaml)', async () => {
    const insert = 'mutation { insert_authors(objects: {first_name: "Alex", phone: "32132314", age: 32, editor_id: 1}) { affected_rows } }';
    expect((await ask(insert, { 'X-Hasura-Role': 'author_editor' })).errors).toEqual([
      { message: 'missing session variable: "x-hasura-author-id"', extensions: { code: 'not-found', path: '$' } },
    ]);
    expect(await ask(insert, { 'X-Hasura-Role': 'author_editor', 'X-Hasura-Author-Id': '4' })).toEqual({
      data: { insert_authors: { affected_rows: 1 } },
    });
  });

  it('has no write permission its parents disagree on, and lists the conflict (resolve_inconsistent_permission.yaml)', async () => {
    expect(
      (await ask('mutation { update_authors(_set: {phone: "1"}, where: {}) { affected_rows } }', { 'X-Hasura-Role': 'author_editor' }))
        .errors,
    ).toEqual([
      {
        message: "field 'update_authors' not found in type: 'mutation_root'",
        extensions: { code: 'validation-failed', path: '$.selectionSet.update_authors' },
      },
    ]);
    expect(conflictsOf(metadata, catalog)).toEqual([
      {
        reason:
          "Could not inherit permission for the role 'author_editor' for the entity: 'update permission, table: authors, source: 'default''",
        name: 'author_editor',
        type: 'inherited role permission inconsistency',
        entity: { permission_type: 'update', source: 'default', table: 'authors' },
      },
    ]);
  });

  it('lists the conflict among the live metadata inconsistencies from the start, and after a replace', async () => {
    const live = createLiveMetadata({
      db,
      metadata,
      catalog,
      createEngine: (served, seen) => createEngine({ db, metadata: served, catalog: seen, sessions: createSessionResolver({}) }),
    });
    expect(live.inconsistentObjects.map((object) => object.type)).toEqual(['inherited role permission inconsistency']);
    await expect(live.replace(structuredClone(metadata), { allowInconsistent: false })).rejects.toThrow(
      'cannot continue due to inconsistent metadata',
    );
    const resolved = structuredClone(metadata);
    const authors = resolved.sources[0]!.tables.find((table) => table.table.name === 'authors')!;
    authors.update_permissions!.push({ role: 'author_editor', permission: { columns: ['phone'], filter: {} } });
    expect(await live.replace(resolved, { allowInconsistent: false })).toEqual([]);
  });

  it('inherits through a parent that is itself inherited (inherited_mutation_permission_for_nested_roles.yaml)', async () => {
    const headers = { 'X-Hasura-Role': 'author_editor_publisher', 'X-Hasura-Editor-Id': '1', 'X-Hasura-Author-Id': '1' };
    expect(await ask('mutation { delete_articles(where: {id: {_eq: 1}}) { affected_rows } }', headers)).toEqual({
      data: { delete_articles: { affected_rows: 1 } },
    });
  });

  it('treats write permissions that differ only in spelling as the same', () => {
    const copy = structuredClone(metadata);
    const authors = copy.sources[0]!.tables.find((table) => table.table.name === 'authors')!;
    const editorUpdate = authors.update_permissions!.find((entry) => entry.role === 'editor')!;
    editorUpdate.permission = {
      columns: ['editor_id', 'age', 'phone', 'last_name', 'first_name'],
      filter: { id: { $eq: 'x-hasura-author-id' } },
      set: { updated_at: 'NOW()' },
    };
    expect(conflictsOf(copy, catalog)).toEqual([]);
  });

  it('may call a function any parent may call (multiple_parents_inheritance.yaml, override_inherited_permission.yaml)', async () => {
    expect(
      await ask('mutation { add_to_score(args: {search: "er"}) { name score role_echo } }', { 'X-Hasura-Role': 'inherited_role1' }),
    ).toEqual({
      data: {
        add_to_score: [
          { name: 'user 1', score: 144, role_echo: 'inherited_role1' },
          { name: 'user 2', score: 133, role_echo: 'inherited_role1' },
        ],
      },
    });
    expect((await ask('mutation { add_to_score(args: {search: "er"}) { name } }', { 'X-Hasura-Role': 'inherited_role2' })).errors).toEqual([
      { message: 'no mutations exist', extensions: { code: 'validation-failed', path: '$' } },
    ]);
    const copy = structuredClone(metadata);
    copy.sources[0]!.functions[0]!.permissions!.push({ role: 'inherited_role2' });
    const overridden = createEngine({ db, metadata: copy, catalog, sessions: createSessionResolver({}) });
    const answer = await overridden.handle(
      JSON.stringify({ query: 'mutation { add_to_score(args: {search: "er"}) { name role_echo } }' }),
      {
        'X-Hasura-Role': 'inherited_role2',
        'X-Hasura-User-Id': '1',
      },
    );
    expect(JSON.parse(answer.body)).toEqual({
      data: {
        add_to_score: [
          { name: 'user 1', role_echo: 'inherited_role2' },
          { name: 'user 2', role_echo: 'inherited_role2' },
        ],
      },
    });
  });
});
