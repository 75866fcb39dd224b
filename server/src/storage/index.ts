import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.ts';
import type { SessionResolver } from '../engine/permissions/index.ts';
import { createLocalStore } from './local-store.ts';
import { registerStorageRoutes } from './routes.ts';
import { createS3Store } from './s3-store.ts';
import type { ImageStore } from './store.ts';

export { StorageError, type StorageErrorCode } from './errors.ts';
export type { ImageStore } from './store.ts';

export interface StorageOptions {
  config: Pick<Config, 'dataDir' | 's3' | 'unauthorizedRole'>;
  /** The engine's session resolver: uploads are authorised exactly as GraphQL requests. */
  sessions: SessionResolver;
}

/** The S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads/images. */
export function createImageStore(config: StorageOptions['config']): ImageStore {
  return config.s3 ? createS3Store(config.s3) : createLocalStore(join(config.dataDir, 'uploads', 'images'));
}

/** Registers the image upload and serving routes over the configured store. */
export async function registerStorage(app: FastifyInstance, options: StorageOptions): Promise<void> {
  const store = createImageStore(options.config);
  app.addHook('onClose', async () => store.close());
  await registerStorageRoutes(app, { sessions: options.sessions, unauthorizedRole: options.config.unauthorizedRole, store });
}
