import type { FastifyInstance } from 'fastify';
import { describeError, type Database } from '../db/index.ts';

/** GET /healthz: 200 with JSON once the database answers, 503 when it does not. */
export function registerHealth(app: FastifyInstance, db: Database): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      const result = await db.query<{ version: string | null }>(
        'select max(version)::text as version from hdb_catalog.schema_migrations',
      );
      return { status: 'ok', database: db.kind, schemaVersion: result.rows[0]?.version ?? null };
    } catch (error) {
      return reply.code(503).send({ status: 'error', database: db.kind, error: describeError(error) });
    }
  });
}
