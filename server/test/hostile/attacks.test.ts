// Issue 27's attacks (corpus.ts, LOAD_ATTACKS) against the real server over the embedded database in its worker
// thread, with the allow-list off (HASURA_GRAPHQL_ENABLE_ALLOWLIST=false) so that the defences behind it are what
// answers: each from one address, while readers (the site's own documents) and writers with receipts
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
import { loadConfig } from '../../src/config/index.ts';
import { ADMIN_SECRET } from '../engine/harness.ts';
import { createTestDatabaseThread } from '../support/database.ts';
import { LOAD_ATTACKS } from './corpus.ts';
import {
  loadStories,
  prepareAttacker,
  prepareFixture,
  prepareWriters,
  runLoad,
  settle,
  startAttack,
  type Fixture,
  type Writers,
} from './load.ts';

/**
 * Enough stories that nesting fans out to each level's limit and the scans are real work; fewer than the bench's
 * 50,000 to keep the test short.
 */
const STORIES = 3_000;
/** Each attack's run; the test asserts on what was answered meanwhile, not on how fast. */
const RUN_MS = 1_500;
/** The largest answer the server may send (GRAPHQL_MAX_RESPONSE_BYTES's default, 8 MiB). */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

describe('the attacks of issue 27 against the real server, the allow-list off', () => {
  let dir: string;
  let db: PgliteThreadDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  let writers: Writers;

  beforeAll(async () => {
    // On disk, so that a database thread reopened after a deadline keeps the stories and the acknowledged writes.
    dir = mkdtempSync(join(tmpdir(), 'hostile-attacks-'));
    db = await createTestDatabaseThread({ seeds: true, dir: join(dir, 'pgdata') });
    await loadStories(db, STORIES);
    app = await buildApp({
      // As `npm start` reads it, with no HASURA_GRAPHQL_JWT_SECRET: the engine verifies the tokens /auth signs with
      // the key pair generated into DATA_DIR. Every budget at its default: the attacker stays within every limit.
      config: loadConfig({
        HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
        DATA_DIR: dir,
        TRUST_PROXY: 'true',
        HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
        // A short deadline keeps each run's stalled statements short.
        STATEMENT_TIMEOUT_MS: '1000',
      }),
      db,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    fixture = await prepareFixture(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, ADMIN_SECRET);
    writers = await prepareWriters(fixture, 1);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.each(LOAD_ATTACKS.map((attack) => [attack.name, attack] as const))(
    '%s: clear answers, no lost write, /healthz answered with JSON',
    async (_, attack) => {
      const attacker = await prepareAttacker(fixture, attack);
      const report = await runLoad(fixture, {
        durationMs: RUN_MS,
        readers: 1,
        writers,
        writerPauseMs: 100,
        // Each HTTP operation once: what is asserted is the answer; the bench sends them again and again.
        attacks: [() => startAttack(fixture.url, attack, attacker, { rounds: 1 })],
      });
      const { readers, health } = report;
      const written = report.writers;
      const answers = report.attacks[0]!;
      console.log(
        `${attack.name}\n  attack ${JSON.stringify(answers)}\n  readers ${JSON.stringify(readers)}\n  writers ${JSON.stringify(written)}\n  /healthz ${JSON.stringify(health)}`,
      );

      // The attacker got answers (over HTTP the last request of each lane is awaited; a subscription may still wait
      // for its first), each Hasura-shaped (data, or errors with a message and a code): none a 500, a leak or too large.
      if (attack.transport === 'http') expect(answers.answers).toBeGreaterThan(0);
      expect(answers.bad).toEqual([]);
      expect(Object.keys(answers.statuses).filter((status) => status === 'network' || Number(status) >= 500)).toEqual([]);
      expect(answers.largestBytes).toBeLessThanOrEqual(MAX_RESPONSE_BYTES);
      // A socket the server ended was ended with a code of the protocol, never 1011 (an internal error).
      expect(answers.closes['1011']).toBeUndefined();
      // Readers were answered, never with a 500 or an internal message.
      expect(readers.reads).toBeGreaterThan(0);
      expect(readers.leaksOr500).toEqual([]);
      // Every acknowledged comment is stored, exactly once; nothing stored that was not sent.
      expect(written.writes).toBeGreaterThan(0);
      expect(written.check).toMatchObject({ lost: [], duplicated: [], unexpected: [] });
      // /healthz answered every poll with JSON.
      expect(health.polls).toBeGreaterThan(0);
      expect(health.notJson).toBe(0);
      expect(health.statuses.network).toBeUndefined();

      // And the site answers once the attack has stopped.
      await settle(fixture);
      const after = await fetch(`${fixture.url}/v1/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET },
        body: JSON.stringify({ query: '{ news_articles_aggregate { aggregate { count } } }' }),
      });
      expect(await after.json()).toMatchObject({ data: { news_articles_aggregate: { aggregate: { count: expect.any(Number) } } } });
    },
    120_000,
  );
});
