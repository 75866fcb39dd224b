// One contender of the engine benchmark (bench/engine.mjs), run as a child process so each server has
// a process of its own while the load generator runs in the parent:
//   node bench/engine-server.mjs engine|floor|postgraphile   (DATABASE_URL and POOL_MAX in the environment)
// It listens on 127.0.0.1 on a free port, tells the parent the port over IPC, answers {type: 'stats'}
// with the SQL statements its pg driver has sent so far and its CPU time, and closes everything on {type: 'stop'}.

// PostGraphile 5 targets Node 22; on Node 20 it needs Promise.withResolvers (ES2024).
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new this((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const HOST = '127.0.0.1';
const kind = process.argv[2];
const url = process.env.DATABASE_URL;
const poolMax = Number(process.env.POOL_MAX ?? 10);
if (!url) throw new Error('DATABASE_URL is required');

// Every statement of every contender goes through pg.Client#query (pg.Pool#query calls it too), so
// counting here gives the statements per request the same way for all three.
// The last few are kept (text and parameters) for the parent's EXPLAIN ANALYZE.
let statements = 0;
const recent = [];
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  statements += 1;
  const [first, second] = args;
  const text = typeof first === 'string' ? first : first?.text;
  const values = typeof first === 'string' ? (Array.isArray(second) ? second : undefined) : first?.values;
  if (typeof text === 'string') recent.push({ text, values });
  if (recent.length > 20) recent.shift();
  return clientQuery.apply(this, args);
};

function listen(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => resolve(server.address().port));
  });
}

/**
 * The server's modules as `npm start` runs them: one esbuild bundle with the options of scripts/start.mjs, written
 * next to its bundle in dist-server/ (so the packages it leaves out resolve from node_modules) and removed on close.
 * Through tsx every function made at run time would also pay for tsx's `keepNames` (a `__name` call defining its
 * name), which the production bundle does not: the request path makes several closures per request.
 */
async function bundledServer() {
  const { build } = await import('esbuild');
  const root = join(here, '..');
  const outfile = join(root, 'dist-server', `bench-engine-${process.pid}.mjs`);
  await build({
    stdin: {
      contents: [
        "export { loadConfig } from './server/src/config/index.ts';",
        "export { openPostgres } from './server/src/db/postgres.ts';",
        "export { buildApp } from './server/src/app.ts';",
      ].join('\n'),
      resolveDir: root,
      sourcefile: 'bench-engine-entry.ts',
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const removeBundle = () => rmSync(outfile, { force: true });
  process.once('exit', removeBundle);
  return { ...(await import(pathToFileURL(outfile).href)), removeBundle };
}

/** Our engine: the production app (buildApp) on its own pg pool, exactly as `npm start` with DATABASE_URL. */
async function startEngine() {
  const { loadConfig, openPostgres, buildApp, removeBundle } = await bundledServer();
  // One load generator on one address: the per-address budget (docs/security.md) and the per-client share of the
  // pool and of its waiting line (db/fair-queue.ts) are lifted, so it measures the engine, as the floor is measured.
  const db = await openPostgres(url, { max: poolMax, maxActivePerClient: poolMax, maxWaitingPerClient: 10_000 });
  const config = loadConfig({
    DATABASE_URL: url,
    HASURA_GRAPHQL_ADMIN_SECRET: 'bench-admin-secret',
    PORT: '0',
    GRAPHQL_RATE_LIMIT: '100000000',
    // The bench's documents (bench/queries) are its own, sent as the site's roles.
    HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
  });
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: HOST });
  return {
    port: app.server.address().port,
    close: async () => {
      await app.close();
      await db.close();
      removeBundle();
    },
  };
}

/** The floor: one hand-written SQL statement per request, its JSON text sent as is by node:http. */
async function startFloor() {
  const sql = {
    home: readFileSync(join(here, 'queries', 'floor-home.sql'), 'utf8'),
    'blog-post': readFileSync(join(here, 'queries', 'floor-blog-post.sql'), 'utf8'),
    discussions: readFileSync(join(here, 'queries', 'floor-discussions.sql'), 'utf8'),
  };
  const params = { home: () => [], 'blog-post': (v) => [v.id], discussions: () => [] };
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  pool.on('error', () => undefined);
  const server = createServer((request, response) => {
    const name = request.url?.replace(/^\/floor\//, '');
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        if (request.method !== 'POST' || !(name in sql)) {
          response.writeHead(404).end();
          return;
        }
        const { variables = {} } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        // A named prepared statement, as the engine uses, so the floor stays a lower bound.
        const result = await pool.query({ name: `floor_${name}`, text: sql[name], values: params[name](variables) });
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(result.rows[0].json);
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      }
    });
  });
  const port = await listen(server);
  return {
    port,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

/** The peer: PostGraphile v5 with the Amber preset, served by grafserv on node:http. */
async function startPostgraphile() {
  const { postgraphile } = await import('postgraphile');
  const { PostGraphileAmberPreset } = await import('postgraphile/presets/amber');
  const { makePgService } = await import('postgraphile/adaptors/pg');
  const { grafserv } = await import('postgraphile/grafserv/node');
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  pool.on('error', () => undefined);
  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset],
    // Amber only offers `condition`/`orderBy` on indexed columns; the site's filters (published,
    // featured) and orders (published_at, views_count) sit on partial indexes, which it skips.
    disablePlugins: ['PgIndexBehaviorsPlugin'],
    pgServices: [makePgService({ pool, schemas: ['public'] })],
    grafserv: { graphqlPath: '/graphql', graphiql: false, websockets: false, watch: false },
    grafast: { explain: false },
  });
  const serv = pgl.createServ(grafserv);
  await pgl.getSchema();
  const server = createServer();
  await serv.addTo(server);
  const port = await listen(server);
  return {
    port,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await serv.release();
      await pgl.release();
      await pool.end();
    },
  };
}

const starters = { engine: startEngine, floor: startFloor, postgraphile: startPostgraphile };
if (!starters[kind]) throw new Error(`unknown contender "${kind}" (engine, floor or postgraphile)`);
const running = await starters[kind]();
process.on('message', async (message) => {
  if (message?.type === 'stats') {
    const cpu = process.cpuUsage();
    process.send({ type: 'stats', statements, recent, cpuMs: (cpu.user + cpu.system) / 1000 });
  }
  if (message?.type === 'stop') {
    await running.close().catch(() => undefined);
    process.disconnect();
    process.exit(0);
  }
});
// Orphaned (the parent died): stop rather than keep the port and the pool.
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready', port: running.port });
