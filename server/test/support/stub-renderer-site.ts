// The real app over a seeded PGlite with a built site of its own: an index.html (also served as console.html) and
// a small entry-server.mjs renderer the test writes, so the server's page handling (caching, headers, paths) is
// tested without building the client.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import { createTestDatabase } from './database.ts';

export interface StubRendererSite {
  app: FastifyInstance;
  db: PgliteDatabase;
  /** The site's folder (dist/, ssr/, data/); close() removes it. */
  dir: string;
  close(): Promise<void>;
}

/** Starts the app on `index` and `renderer` (the text of entry-server.mjs); `name` names the folder and the admin secret. */
export async function startStubRendererSite(options: {
  name: string;
  index: string;
  renderer: string;
  env?: Record<string, string>;
}): Promise<StubRendererSite> {
  const dir = mkdtempSync(join(tmpdir(), `chainpulse-${options.name}-`));
  const distDir = join(dir, 'dist');
  const ssrDir = join(dir, 'ssr');
  for (const folder of [distDir, ssrDir, join(dir, 'data')]) mkdirSync(folder);
  writeFileSync(join(distDir, 'index.html'), options.index);
  writeFileSync(join(distDir, 'console.html'), options.index);
  writeFileSync(join(ssrDir, 'entry-server.mjs'), options.renderer);
  const db = await createTestDatabase({ seeds: true });
  const config = loadConfig({ HASURA_GRAPHQL_ADMIN_SECRET: `${options.name}-secret`, DATA_DIR: join(dir, 'data'), ...options.env });
  const app = await buildApp({ config, db, distDir, ssrDir });
  return {
    app,
    db,
    dir,
    async close() {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
