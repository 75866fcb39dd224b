// Mutations answered as Hasura v2 answers them where the conformance cases in upstream's format cannot look: keys
// beyond a double's precision copied by nested inserts, the role schema's upsert types, and wide tables.
import { printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteDatabase } from '../../src/db/pglite.ts';
import { createEngine, type Engine } from '../../src/engine/create-engine.ts';
import { roleAccess } from '../../src/engine/permissions/index.ts';
import { buildRoleSchema } from '../../src/engine/schema/build-schema.ts';
import { type Catalog } from '../../src/engine/model/catalog.ts';
import { buildModel } from '../../src/engine/model/model.ts';
import { NO_ACTIONS } from '../../src/engine/schema/action-types.ts';
import { createSessionResolver } from '../../src/session/index.ts';
import { type SetupState } from '../conformance/setup.ts';
import { setUpDatabase } from './harness.ts';

interface Answer {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string; path: string } }[];
}

const WIDE_COLUMNS = Array.from({ length: 60 }, (_, index) => `c${index + 1}`);

const SETUP = {
  type: 'bulk',
  args: [
    {
      type: 'run_sql',
      args: {
        sql: `
          create table team (id bigserial primary key, name text not null unique);
          alter sequence team_id_seq restart with 9007199254740993;
          create table member (id serial primary key, team_id bigint references team(id), name text not null);
          create table wide (id serial primary key, team_id bigint references team(id), ${WIDE_COLUMNS.map((c) => `${c} int`).join(', ')});`,
      },
    },
    { type: 'track_table', args: { schema: 'public', name: 'team' } },
    { type: 'track_table', args: { schema: 'public', name: 'member' } },
    { type: 'track_table', args: { schema: 'public', name: 'wide' } },
    { type: 'create_object_relationship', args: { table: 'member', name: 'team', using: { foreign_key_constraint_on: 'team_id' } } },
    {
      type: 'create_array_relationship',
      args: { table: 'team', name: 'members', using: { foreign_key_constraint_on: { table: 'member', column: 'team_id' } } },
    },
    {
      type: 'create_array_relationship',
      args: { table: 'team', name: 'wides', using: { foreign_key_constraint_on: { table: 'wide', column: 'team_id' } } },
    },
    { type: 'create_insert_permission', args: { table: 'team', role: 'guest', permission: { check: {}, columns: ['name'] } } },
    { type: 'create_select_permission', args: { table: 'team', role: 'guest', permission: { filter: {}, columns: ['id', 'name'] } } },
  ],
};

describe('mutations as Hasura v2 answers them', () => {
  let db: PgliteDatabase;
  let state: SetupState;
  let catalog: Catalog;
  let engine: Engine;

  beforeAll(async () => {
    ({ db, state, catalog } = await setUpDatabase(SETUP));
    engine = createEngine({ db, metadata: state.metadata, catalog, sessions: createSessionResolver({}) });
  });
  afterAll(async () => db?.close());

  const ask = async (query: string, headers: Record<string, string> = {}): Promise<Answer> =>
    JSON.parse((await engine.handle(JSON.stringify({ query }), headers)).body) as Answer;

  it('copies a key above 2^53 into nested rows exactly, before and after the parent (Hasura copies the text)', async () => {
    const answer = await ask(`mutation {
      insert_team_one(object: {name: "Big", members: {data: [{name: "Ann"}]}}) { name }
      insert_member_one(object: {name: "Bo", team: {data: {name: "Bigger"}}}) { name }
    }`);
    expect(answer.errors).toBeUndefined();
    const rows = await db.query<{ member: string; team: string }>(
      'select m.name as member, m.team_id::text as team from member m order by m.id',
    );
    expect(rows.rows).toEqual([
      { member: 'Ann', team: '9007199254740993' },
      { member: 'Bo', team: '9007199254740994' },
    ]);
  });

  it('inserts into a table of more columns than a function takes arguments (100), nested and returned', async () => {
    const values = WIDE_COLUMNS.map((c, index) => `${c}: ${index}`).join(', ');
    const answer = await ask(`mutation {
      insert_team_one(object: {name: "Wide", wides: {data: [{${values}}]}}) { wides { c1 c60 } }
    }`);
    expect(answer).toEqual({ data: { insert_team_one: { wides: [{ c1: 0, c60: 59 }] } } });
  });

  it('gives a role without an update permission on_conflict with the placeholder enum, as Hasura does', () => {
    const access = roleAccess(buildModel(state.metadata, catalog), 'guest');
    const sdl = printSchema(buildRoleSchema(access, NO_ACTIONS));
    expect(sdl).toContain('on_conflict: team_on_conflict');
    expect(sdl).toContain(
      [
        '"""',
        'placeholder for update columns of table "team" (current role has no relevant permissions)',
        '"""',
        'enum team_update_column {',
        '  """placeholder (do not use)"""',
        '  _PLACEHOLDER',
        '}',
      ].join('\n'),
    );
  });
});
