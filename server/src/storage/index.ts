import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.ts';
import type { Queryable } from '../db/index.ts';
import type { SessionResolver } from '../session/index.ts';
import { createLocalStore } from './local-store.ts';
import { registerStorageRoutes } from './routes.ts';
import { createUploadBudgets } from './upload-budget.ts';
import { createS3Store } from './s3-store.ts';
import type { ImageStore } from './store.ts';

export { StorageError, type StorageErrorCode } from './errors.ts';
export type { ImageStore } from './store.ts';

export interface StorageOptions {
  config: Pick<Config, 'dataDir' | 's3' | 'unauthorizedRole' | 'limits'>;
  /** The engine's session resolver: uploads are authorised exactly as GraphQL requests. */
  sessions: SessionResolver;
  /** Where the members' daily upload budgets are kept (security.budgets) and their suspensions read. */
  db: Queryable;
}

/** The S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads/images. */
export function createImageStore(config: Pick<Config, 'dataDir' | 's3'>): ImageStore {
  return config.s3 ? createS3Store(config.s3) : createLocalStore(join(config.dataDir, 'uploads', 'images'));
}

/** Registers the image upload and serving routes over the configured store. */
export async function registerStorage(app: FastifyInstance, options: StorageOptions): Promise<void> {
  const store = createImageStore(options.config);
  app.addHook('onClose', async () => store.close());
  const { limits, unauthorizedRole } = options.config;
  await registerStorageRoutes(app, {
    sessions: options.sessions,
    unauthorizedRole,
    store,
    db: options.db,
    budgets: createUploadBudgets(options.db, { count: limits.uploadLimitCount, bytes: limits.uploadLimitBytes }),
  });
}
