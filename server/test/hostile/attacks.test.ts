// Issue 27's attacks (corpus.ts, LOAD_ATTACKS) against the real server over the embedded database in its worker
// thread, with the allow-list off (HASURA_GRAPHQL_ENABLE_ALLOWLIST=false) so that the defences behind it are what
// answers: each attack runs from one address while readers (the site's own documents) and writers with receipts
// run from others and /healthz is polled (load.ts). Asserted is behaviour, never time: every attack answer is a
// Hasura-shaped error or a bounded answer (never a 500, never an internal message), every acknowledged write is
// stored exactly once, every /healthz poll is answered with JSON, and the site still answers afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { PgliteThreadDatabase } from '../../src/db/pglite-thread.ts';
import { ADMIN_SECRET, testConfig } from '../engine/harness.ts';
import { createTestDatabaseThread } from '../support/database.ts';
import { LOAD_ATTACKS } from './corpus.ts';
import { prepareAttacker, prepareFixture, runLoad, settle, startAttack, storiesSql, type Fixture } from './load.ts';

/** Enough stories that the fan-out and the scans are real work; fewer than the bench's 50,000 to keep the test short. */
const STORIES = 10_000;
/** Each attack's run; the test asserts on what was answered meanwhile, not on how fast. */
const RUN_MS = 2_500;
/** The largest answer the server may send (GRAPHQL_MAX_RESPONSE_BYTES's default, 8 MiB). */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

describe('the attacks of issue 27 against the real server, the allow-list off', () => {
  let dir: string;
  let db: PgliteThreadDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;

  beforeAll(async () => {
    // On disk, so that a database thread reopened after a deadline keeps the stories and the acknowledged writes.
    dir = mkdtempSync(join(tmpdir(), 'hostile-attacks-'));
    db = await createTestDatabaseThread({ seeds: true, dir: join(dir, 'pgdata') });
    await db.query(storiesSql(STORIES));
    app = await buildApp({
      config: testConfig({
        TRUST_PROXY: 'true',
        HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
        // The per-address budget at its default (the harness lifts it): the attacker stays within every limit.
        GRAPHQL_RATE_LIMIT: '1200',
        // A short deadline keeps each run's stalled statements short.
        STATEMENT_TIMEOUT_MS: '1000',
      }),
      db,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    fixture = await prepareFixture(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, ADMIN_SECRET);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.each(LOAD_ATTACKS.map((attack) => [attack.name, attack] as const))(
    '%s: clear answers, no lost write, /healthz answered',
    async (_, attack) => {
      const attacker = await prepareAttacker(fixture, attack);
      const report = await runLoad(fixture, {
        durationMs: RUN_MS,
        readers: 2,
        writers: 1,
        writerPauseMs: 100,
        attack: () => startAttack(fixture.url, attack, attacker),
      });
      const { attack: answers, readers, writers, health } = report;

      // The attacker got answers, each Hasura-shaped (data, or errors with a message and a code), none a 500 or a leak.
      expect(answers!.answers).toBeGreaterThan(0);
      expect(answers!.bad).toEqual([]);
      expect(Object.keys(answers!.statuses).filter((status) => status === 'network' || Number(status) >= 500)).toEqual([]);
      expect(answers!.largestBytes).toBeLessThanOrEqual(MAX_RESPONSE_BYTES);
      // Readers were answered, never with a 500 or an internal message.
      expect(readers.reads).toBeGreaterThan(0);
      expect(readers.leaksOr500).toEqual([]);
      // Every acknowledged comment is stored, exactly once; nothing stored that was not sent.
      expect(writers.writes).toBeGreaterThan(0);
      expect(writers.check).toMatchObject({ lost: [], duplicated: [], unexpected: [] });
      // /healthz answered every poll with JSON.
      expect(health.polls).toBeGreaterThan(0);
      expect(health.notJson).toBe(0);
      expect(health.statuses.network).toBeUndefined();

      // And the site answers a reader once the attack has stopped.
      await settle(fixture);
      const after = await fetch(`${fixture.url}/v1/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET },
        body: JSON.stringify({ query: '{ news_articles_aggregate { aggregate { count } } }' }),
      });
      expect(await after.json()).toMatchObject({ data: { news_articles_aggregate: { aggregate: { count: expect.any(Number) } } } });
    },
    60_000,
  );
});
