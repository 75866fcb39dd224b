// PostGIS stripping on the statements upstream setups actually hold (graphql_query/permissions and the
// update/delete basic schema setups), and the statement splitter it relies on.
import { describe, expect, test } from 'vitest';
import { stripPostgis } from './postgis.ts';
import { splitStatements } from './sql-script.ts';

describe('splitStatements', () => {
  test('splits at top-level semicolons only', () => {
    const sql = `insert into t values ('a;b'); -- c;d
      create function f() returns int as $$ select 1; $$ language sql; select "x;y" from t /* ; */`;
    expect(splitStatements(sql).map((statement) => statement.trim())).toEqual([
      "insert into t values ('a;b')",
      '-- c;d\n      create function f() returns int as $$ select 1; $$ language sql',
      'select "x;y" from t /* ; */',
    ]);
  });
});

describe('stripPostgis', () => {
  test('update/basic schema setup: extensions, the DO block and the geography column go', () => {
    const sql = `CREATE EXTENSION IF NOT EXISTS postgis;
CREATE EXTENSION IF NOT EXISTS postgis_topology;
DO $$
BEGIN
  IF PostGIS_lib_version() ~ '^3.*' THEN
    CREATE EXTENSION IF NOT EXISTS postgis_raster;
  END IF;
END$$;
create table author(
    id serial primary key,
    name text unique,
    emails text[] not null default '{}'::text[],
    info jsonb,
    location geography
);`;
    const result = stripPostgis(sql);
    expect(result.sql.replace(/\s+/g, ' ').trim()).toBe(
      "create table author( id serial primary key, name text unique, emails text[] not null default '{}'::text[], info jsonb)",
    );
    expect(result.columns).toEqual([{ schema: 'public', table: 'author', column: 'location' }]);
    expect(result.notes).toEqual([
      'dropped statement (PostGIS extension): CREATE EXTENSION IF NOT EXISTS postgis',
      'dropped statement (PostGIS extension): CREATE EXTENSION IF NOT EXISTS postgis_topology',
      'dropped statement (calls PostGIS functions): DO $$',
      'dropped PostGIS column public.author.location',
    ]);
  });

  test('quoted schema-qualified tables, typmods, ALTER TABLE and inserts into stripped columns', () => {
    const sql = `CREATE TABLE "Geo"."Shapes" ("Id" int, "Shape" geometry(Point, 4326), label text);
      ALTER TABLE places ADD COLUMN spot geography;
      INSERT INTO "Geo"."Shapes" ("Id", "Shape") VALUES (1, 'POINT(0 0)');
      INSERT INTO "Geo"."Shapes" ("Id", label) VALUES (2, 'geometry is a word here')`;
    const result = stripPostgis(sql);
    expect(result.columns).toEqual([
      { schema: 'Geo', table: 'Shapes', column: 'Shape' },
      { schema: 'public', table: 'places', column: 'spot' },
    ]);
    expect(splitStatements(result.sql).map((statement) => statement.trim())).toEqual([
      'CREATE TABLE "Geo"."Shapes" ("Id" int, label text)',
      `INSERT INTO "Geo"."Shapes" ("Id", label) VALUES (2, 'geometry is a word here')`,
    ]);
    expect(result.notes.at(-1)).toBe(
      `dropped statement (writes PostGIS column Shape): INSERT INTO "Geo"."Shapes" ("Id", "Shape") VALUES (1, 'POINT(0 0)')`,
    );
  });

  test('leaves scripts without PostGIS as they are', () => {
    const sql = 'create table t (id int);\ninsert into t values (1)';
    expect(stripPostgis(sql)).toEqual({ sql, notes: [], columns: [] });
  });
});
