import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/index.ts';
import type { Database } from './db/index.ts';
import { registerHealth } from './http/health.ts';
import { registerSpa } from './http/spa.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  /** The built SPA; omitted in API-only tests. */
  distDir?: string;
}

/** Builds the HTTP app from its parts; never listens (tests inject requests or listen themselves). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.config.logLevel ? { level: options.config.logLevel } : false,
    bodyLimit: 1024 * 1024,
  });
  registerHealth(app, options.db);
  if (options.distDir) await registerSpa(app, options.distDir);
  return app;
}
