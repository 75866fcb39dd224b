// The engine's one door: the rest of the server imports the engine from here only (.dependency-cruiser.cjs checks
// it). openEngine builds the engine the routes serve; the rest are the types and helpers the routes, the metadata
// API, the WebSocket transport and the scheduler share with it. Below this file the engine reads floor by floor
// (README.md): model -> permissions -> metadata -> schema -> request -> sql -> cache, actions -> pipeline.
import type { Database } from '../db/types.ts';
import type { SessionResolver } from '../session/index.ts';
import { createEngine, type EngineLimits, type EngineLog } from './create-engine.ts';
import { openLiveMetadata, type LiveMetadata } from './live-metadata.ts';
import { loadMetadata } from './metadata/index.ts';

export interface OpenEngineOptions {
  db: Database;
  /** The Hasura metadata folder (hasura/metadata, or a test's). */
  metadataDir: string;
  sessions: SessionResolver;
  /** The configuration's engine limits (config `engine`); the defaults of docs/security.md where left out. */
  limits?: Partial<EngineLimits>;
  log?: EngineLog;
  /** Hasura's HASURA_GRAPHQL_ENABLE_ALLOWLIST (config `enableAllowlist`); off unless given. */
  enableAllowlist?: boolean;
}

/**
 * Opens the engine: reads the metadata folder and the database catalog (with the enum tables' rows), validates the
 * metadata against it (a MetadataError naming the file, table and problem refuses to start), and creates the engine,
 * held by the live metadata whose changes (replace_metadata, reload_metadata) build and swap in the next one the
 * same way. `live.engine` is what the routes serve; `live.metadata` the metadata read (cron triggers included).
 */
export async function openEngine(options: OpenEngineOptions): Promise<LiveMetadata> {
  const { db, sessions, limits, log, enableAllowlist } = options;
  return openLiveMetadata({
    db,
    metadata: loadMetadata(options.metadataDir),
    createEngine: (metadata, catalog) => createEngine({ db, metadata, catalog, sessions, limits, log, enableAllowlist }),
  });
}

export type {
  Engine,
  EngineLimits,
  EngineLog,
  GraphqlEndpoint,
  GraphqlResponse,
  Multiplexed,
  MultiplexedStream,
  PreparedSubscription,
  WriteOrigin,
} from './create-engine.ts';
export { errorBodyOf, errorsBody, GraphqlError, INTERNAL_ERROR_BODY, INTERNAL_ERROR_MESSAGE } from './errors.ts';
export { MetadataRefusal, type ChangeOptions, type LiveMetadata } from './live-metadata.ts';
export type { SwappableEngine } from './swappable.ts';
export { relayWrites, WRITES_CHANNEL, type WriteRelayOptions } from './write-relay.ts';
export { cronSyntaxProblem, parseCronSchedule, type CronSchedule, type CronSyntaxProblem } from './metadata/cron.ts';
export { exportMetadata } from './metadata/export.ts';
export type { InconsistentObject } from './metadata/inconsistency.ts';
export { readMetadataJson } from './metadata/read-json.ts';
export { loadMetadata } from './metadata/index.ts';
export { createOperationScreen, type OperationScreen, type OperationScreenOptions } from './pipeline/screen.ts';
export { isJsonObject, MetadataError, type CronTrigger, type Metadata } from './model/metadata-types.ts';
export {
  createPollHub,
  graphqlTransportWs,
  openConnection,
  subscriptionsTransportWs,
  type Connection,
  type PollHubStats,
  type Protocol,
  type SubscriptionEngine,
} from './subscriptions/index.ts';
export { createWriteFeed, watchWrites, type WatchWritesOptions, type WriteFeed } from './database-writes.ts';
export {
  mergeReads,
  readsTouched,
  WRITE_NOTICES_CHANNEL,
  type ReadKeys,
  type TableRead,
  type TableWrite,
  type Writes,
} from './cache/writes.ts';
