// Inconsistent metadata in external mode (issue 31 item 3): the deploy fails (scripts/hasura/serve.sh, Hasura's
// command in docker-compose.yml) and the site's /healthz answers 503 while Hasura reports inconsistent metadata.
// Real Hasura ships only as a container, so the upstream is this project's engine, which answers Hasura's
// `get_inconsistent_metadata` as Hasura does (server/test/http/metadata-api.test.ts); the scripts run in sh with curl.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import { METADATA_DIR, ROOT_DIR } from '../../src/config/paths.ts';
import type { Database } from '../../src/db/index.ts';
import { exportMetadata } from '../../src/engine/metadata/export.ts';
import { loadMetadata } from '../../src/engine/metadata/index.ts';
import { createMetadataConsistencyCheck } from '../../src/http/hasura-metadata.ts';
import { registerHealth } from '../../src/http/health.ts';
import { createTestDatabase } from '../support/database.ts';
import { freePort } from '../support/server-process.ts';

const SECRET = 'hasura-metadata-test-secret';
const SCRIPTS = join(ROOT_DIR, 'scripts', 'hasura');

let db: Database;
let dataDir: string;
let upstream: FastifyInstance;
let upstreamUrl: string;
let upstreamPort: number;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

interface Started {
  child: ChildProcess;
  stdout(): string;
  done: Promise<Run>;
}

/** Starts a script of scripts/hasura with sh, as Hasura's image runs it. */
function startScript(script: string, args: string[], env: Record<string, string>): Started {
  const child = spawn('sh', [join(SCRIPTS, script), ...args], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HASURA_GRAPHQL_ADMIN_SECRET: SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<Run>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, stdout: () => stdout, done };
}

/**
 * The site's /healthz once it has Hasura's answer. A check waits for Hasura at most half a second and otherwise gives
 * the last answer (`unknown` before the first), so on a busy machine the first polls may not have it yet.
 */
async function healthOnceAsked(app: FastifyInstance) {
  for (let poll = 0; ; poll++) {
    const answer = await app.inject({ method: 'GET', url: '/healthz' });
    if (answer.json<{ hasuraMetadata?: string }>().hasuraMetadata !== 'unknown' || poll === 100) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const runScript = (script: string, args: string[], env: Record<string, string>) => startScript(script, args, env).done;

const metadataApi = async (body: unknown) => {
  const response = await fetch(`${upstreamUrl}/v1/metadata`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': SECRET },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

/** The project's metadata with one broken relationship: Hasura serves the rest and lists it as inconsistent. */
function brokenMetadata() {
  const metadata = exportMetadata(loadMetadata(METADATA_DIR));
  const categories = metadata.sources[0]!.tables.find((meta) => meta.table.schema === 'public' && meta.table.name === 'categories')!;
  categories.array_relationships![0]!.using = {
    foreign_key_constraint_on: { table: { schema: 'public', name: 'articles' }, column: 'no_such_column' },
  };
  return metadata;
}

const breakMetadata = async () => {
  const answer = await metadataApi({
    type: 'replace_metadata',
    version: 2,
    args: { allow_inconsistent_metadata: true, metadata: brokenMetadata() },
  });
  expect(answer).toMatchObject({ status: 200, json: { is_consistent: false } });
};

const restoreMetadata = async () => {
  const metadata = exportMetadata(loadMetadata(METADATA_DIR));
  const answer = await metadataApi({ type: 'replace_metadata', version: 2, args: { allow_inconsistent_metadata: false, metadata } });
  expect(answer).toMatchObject({ status: 200, json: { is_consistent: true } });
};

beforeAll(async () => {
  db = await createTestDatabase({ seeds: true });
  dataDir = mkdtempSync(join(tmpdir(), 'chainpulse-hasura-metadata-'));
  upstream = await buildApp({ config: loadConfig({ HASURA_GRAPHQL_ADMIN_SECRET: SECRET, DATA_DIR: dataDir }), db });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  upstreamPort = (upstream.server.address() as AddressInfo).port;
  upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
});

afterAll(async () => {
  await upstream?.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('scripts/hasura/metadata-check.sh', () => {
  it('exits 0 on consistent metadata, 1 with the list on inconsistent, 2 on a refused secret or no answer', async () => {
    const consistent = await runScript('metadata-check.sh', [upstreamUrl], {});
    expect(consistent).toMatchObject({ code: 0, stdout: expect.stringContaining('serves all of its metadata') });

    await breakMetadata();
    try {
      const inconsistent = await runScript('metadata-check.sh', [upstreamUrl], {});
      expect(inconsistent.code).toBe(1);
      expect(inconsistent.stderr).toContain('inconsistent metadata');
      expect(inconsistent.stderr).toContain('array_relation articles in table categories in source default');

      const refused = await runScript('metadata-check.sh', [upstreamUrl], { HASURA_GRAPHQL_ADMIN_SECRET: 'wrong' });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('answered HTTP 401');
    } finally {
      await restoreMetadata();
    }

    const nobody = await runScript('metadata-check.sh', [`http://127.0.0.1:${await freePort()}`], { HASURA_METADATA_CHECK_TIMEOUT: '1' });
    expect(nobody).toMatchObject({ code: 2, stderr: expect.stringContaining('did not answer') });
  });
});

describe('scripts/hasura/serve.sh (the cli-migrations image runs it with "$HGE_BINARY" serve)', () => {
  // The command it starts stands for Hasura's binary; the Hasura it asks is the upstream on that port.
  const env = () => ({ HASURA_GRAPHQL_SERVER_PORT: String(upstreamPort) });

  it('fails the deploy on inconsistent metadata: stops the server and exits 1', async () => {
    await breakMetadata();
    try {
      const run = await runScript('serve.sh', ['sleep', '600'], env());
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('the deploy stops');
    } finally {
      await restoreMetadata();
    }
  });

  it("serves on consistent metadata, passes SIGTERM on and exits with the server's status", async () => {
    const started = startScript('serve.sh', ['sleep', '600'], env());
    // Once the check has passed, the script only waits on the server.
    await expect.poll(() => started.stdout(), { timeout: 20_000 }).toContain('serves all of its metadata');
    expect(started.child.exitCode).toBeNull();
    started.child.kill('SIGTERM');
    const run = await started.done;
    // sleep killed by SIGTERM: 128 + 15.
    expect(run.code).toBe(143);

    const finished = await runScript('serve.sh', ['true'], env());
    expect(finished.code).toBe(0);
  });

  it('--check-only (the hasura-migrate job): exits 0 once the metadata is consistent, stopping the server; 1 when it is not', async () => {
    const started = startScript('serve.sh', ['--check-only', 'sleep', '600'], env());
    const run = await started.done;
    // The server (sleep) was stopped by the script, not left running: the job ends with its check.
    expect(run).toMatchObject({ code: 0, stdout: expect.stringContaining('the migration job ends') });
    expect(run.stdout).toContain('serves all of its metadata');
    expect(started.child.exitCode).toBe(0);

    await breakMetadata();
    try {
      const failed = await runScript('serve.sh', ['--check-only', 'sleep', '600'], env());
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('array_relation articles in table categories in source default');
      expect(failed.stdout).not.toContain('the migration job ends');
    } finally {
      await restoreMetadata();
    }
  });

  it("starts the server as HASURA_SERVICE_DATABASE_URL's role, with the owner's URL gone from its environment", async () => {
    const owner = 'postgres://chainpulse:owner-password@postgres:5432/chainpulse';
    const service = 'postgres://chainpulse_hasura:service-password@postgres:5432/chainpulse';
    const run = await runScript('serve.sh', ['sh', '-c', 'env; sleep 1'], {
      ...env(),
      HASURA_GRAPHQL_DATABASE_URL: owner,
      HASURA_SERVICE_DATABASE_URL: service,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`HASURA_GRAPHQL_DATABASE_URL=${service}`);
    expect(run.stdout).not.toContain('owner-password');
    expect(run.stdout).not.toContain('HASURA_SERVICE_DATABASE_URL');
  });
});

describe("the site's /healthz in external mode", () => {
  it('answers 503 inconsistent-metadata while Hasura reports inconsistent objects, 200 once it does not', async () => {
    const site = await buildApp({
      config: loadConfig({
        HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
        DATA_DIR: dataDir,
        GRAPHQL_ENGINE: 'external',
        HASURA_GRAPHQL_ENDPOINT: upstreamUrl,
        DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
      }),
      db,
    });
    // The same check without reuse of answers, to see the change back at once.
    const health = Fastify();
    registerHealth(health, db, { metadata: createMetadataConsistencyCheck({ endpoint: upstreamUrl, adminSecret: SECRET, maxAgeMs: 0 }) });
    try {
      const ok = await healthOnceAsked(site);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'ok', hasuraMetadata: 'consistent' });

      await breakMetadata();
      try {
        const answer = await health.inject({ method: 'GET', url: '/healthz' });
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toMatchObject({ status: 'inconsistent-metadata', hasuraMetadata: 'inconsistent', inconsistentObjects: 1 });
        // A site started now sees it as soon as Hasura has answered it.
        const fresh = await buildApp({
          config: loadConfig({
            HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
            DATA_DIR: dataDir,
            GRAPHQL_ENGINE: 'external',
            HASURA_GRAPHQL_ENDPOINT: upstreamUrl,
            DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
          }),
          db,
        });
        try {
          const answer = await healthOnceAsked(fresh);
          expect(answer.statusCode).toBe(503);
          expect(answer.json()).toMatchObject({ status: 'inconsistent-metadata', inconsistentObjects: 1 });
        } finally {
          await fresh.close();
        }
      } finally {
        await restoreMetadata();
      }
      const back = await health.inject({ method: 'GET', url: '/healthz' });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ status: 'ok', hasuraMetadata: 'consistent' });
    } finally {
      await health.close();
      await site.close();
    }
  });

  it('is no verdict when Hasura cannot be asked: 200 with hasuraMetadata unknown', async () => {
    const health = Fastify();
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    registerHealth(health, db, { metadata: createMetadataConsistencyCheck({ endpoint, adminSecret: SECRET }) });
    try {
      const answer = await health.inject({ method: 'GET', url: '/healthz' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'ok', hasuraMetadata: 'unknown' });
    } finally {
      await health.close();
    }
  });
});
