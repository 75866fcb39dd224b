// The metadata the running server serves, and its changes through Hasura's metadata API: replace_metadata and
// reload_metadata build a new engine from the new metadata (or the database as it is now) and swap it in.
// This is the live metadata only: hasura/metadata stays the source of truth at the next start.
import type { Queryable } from '../db/index.ts';
import { ROLES } from '../session/index.ts';
import type { Engine } from './create-engine.ts';
import { validateMetadata } from './metadata/index.ts';
import { conflictsOf, consistentPart, unservableObject, type InconsistentObject } from './metadata/inconsistency.ts';
import type { Metadata } from './model/metadata-types.ts';
import { readCatalog, tableKey, type Catalog } from './model/catalog.ts';
import { withEnumValues } from './model/enum-tables.ts';
import { createSwappableEngine, type SwappableEngine } from './swappable.ts';

/** A metadata API request refused, with Hasura's code, HTTP status, JSON path and `internal` details. */
export class MetadataRefusal extends Error {
  readonly code: string;
  readonly status: number;
  readonly path: string;
  readonly internal: unknown;

  constructor(code: string, message: string, options: { status?: number; path?: string; internal?: unknown } = {}) {
    super(message);
    this.name = 'MetadataRefusal';
    this.code = code;
    this.status = options.status ?? 400;
    this.path = options.path ?? '$';
    this.internal = options.internal;
  }
}

export interface LiveMetadataOptions {
  db: Queryable;
  /** The metadata read at start, already validated against `catalog` (the server refuses to start otherwise). */
  metadata: Metadata;
  catalog: Catalog;
  /** An engine for a metadata version and catalog (createEngine with the server's sessions, limits and log). */
  createEngine(metadata: Metadata, catalog: Catalog): Engine;
}

/**
 * The catalog an engine is built on: the database's (read now, unless the one already read is given) with the rows
 * of the metadata's enum tables, read again at every build as Hasura reads them whenever it builds its schema.
 */
async function catalogFor(db: Queryable, metadata: Metadata, catalog?: Catalog): Promise<Catalog> {
  return withEnumValues(db, metadata, catalog ?? (await readCatalog(db)));
}

/**
 * The engine's build sequence at start: the catalog, the metadata checked against it (a MetadataError naming the
 * file, table and problem stops the start), then the first engine; replace and reload below repeat the first two
 * steps on the new metadata or catalog, leaving out (or refusing) what does not fit rather than stopping.
 */
export async function openLiveMetadata(options: Omit<LiveMetadataOptions, 'catalog'>): Promise<LiveMetadata> {
  const catalog = await catalogFor(options.db, options.metadata);
  validateMetadata(options.metadata, catalog);
  return createLiveMetadata({ ...options, catalog });
}

export interface ChangeOptions {
  /** The request's `resource_version`: the change is refused (409) unless it is the current one. */
  resourceVersion?: number | undefined;
}

export interface LiveMetadata {
  /** What the routes call: always the newest engine. */
  readonly engine: SwappableEngine;
  /** The metadata as last loaded or replaced, its inconsistent objects included (as Hasura keeps them). */
  readonly metadata: Metadata;
  /** Hasura's metadata resource version: 1 at start, one more at each change. */
  readonly resourceVersion: number;
  /** The objects left out of what is served because they do not fit the database. */
  readonly inconsistentObjects: readonly InconsistentObject[];
  /** Serves new metadata; inconsistent objects are refused unless `allowInconsistent` (then left out and listed). */
  replace(metadata: Metadata, options: ChangeOptions & { allowInconsistent: boolean }): Promise<readonly InconsistentObject[]>;
  /** Builds the engine again from the live metadata and, with `rereadCatalog`, the database as it is now (after a migration). */
  reload(options: ChangeOptions & { rereadCatalog: boolean }): Promise<readonly InconsistentObject[]>;
  /** Drops the inconsistent objects from the live metadata (they are not served already). */
  dropInconsistent(options: ChangeOptions): Promise<void>;
}

/** Every role the metadata gives permissions to, and admin. */
function rolesOf(metadata: Metadata): Set<string> {
  const roles = new Set<string>([ROLES.admin]);
  for (const source of metadata.sources) {
    for (const meta of source.tables) {
      for (const kind of ['select', 'insert', 'update', 'delete'] as const) {
        for (const entry of meta[`${kind}_permissions`] ?? []) roles.add(entry.role);
      }
    }
    for (const fn of source.functions) for (const permission of fn.permissions ?? []) roles.add(permission.role);
  }
  for (const action of metadata.actions) for (const permission of action.permissions) roles.add(permission.role);
  for (const role of metadata.inherited_roles) roles.add(role.role_name);
  return roles;
}

const tablesOf = (metadata: Metadata): string[] => metadata.sources.flatMap((source) => source.tables.map(({ table }) => tableKey(table)));

export function createLiveMetadata(options: LiveMetadataOptions): LiveMetadata {
  const engine = createSwappableEngine(options.createEngine(options.metadata, options.catalog));
  let metadata = options.metadata;
  let catalog = options.catalog;
  let resourceVersion = 1;
  // The metadata served at start passed the validator; an inherited role's conflicting permissions are still listed.
  let inconsistentObjects: readonly InconsistentObject[] = conflictsOf(options.metadata, options.catalog);
  // One change at a time, in arrival order: each reads the state the previous one left.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(change: () => Promise<T> | T): Promise<T> => {
    const run = queue.then(change);
    queue = run.catch(() => undefined);
    return run;
  };

  function checkVersion(requested: number | undefined): void {
    if (requested !== undefined && requested !== resourceVersion) {
      throw new MetadataRefusal('conflict', `metadata resource version referenced (${requested}) did not match current version`, {
        status: 409,
      });
    }
  }

  /** The engine for the consistent part of `next` on `nextCatalog`, or a refusal. */
  function build(next: Metadata, nextCatalog: Catalog, allowInconsistent: boolean) {
    const part = consistentPart(next, nextCatalog);
    if (part.unservable.length > 0 || (part.inconsistent.length > 0 && !allowInconsistent)) {
      throw new MetadataRefusal('unexpected', 'cannot continue due to inconsistent metadata', {
        path: '$.args',
        internal: [...part.inconsistent, ...part.unservable.map(unservableObject)],
      });
    }
    return { built: engineFor(part.metadata, nextCatalog), inconsistent: part.inconsistent };
  }

  /** A new engine with each role's schema built: what cannot be built refuses the change rather than fail at a role's first request. */
  function engineFor(served: Metadata, seen: Catalog): Engine {
    let step = 'build the engine';
    try {
      const built = options.createEngine(served, seen);
      for (const role of rolesOf(served)) {
        step = `build the GraphQL schema of role "${role}"`;
        built.schemaFor(role);
      }
      return built;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new MetadataRefusal('unexpected', `cannot ${step} for this metadata: ${reason}`, { path: '$.args' });
    }
  }

  function serve(next: Metadata, nextCatalog: Catalog, result: { built: Engine; inconsistent: InconsistentObject[] }): void {
    const changed = new Set([...tablesOf(metadata), ...tablesOf(next)]);
    metadata = next;
    catalog = nextCatalog;
    inconsistentObjects = result.inconsistent;
    resourceVersion += 1;
    engine.swap(result.built, changed);
  }

  return {
    engine,
    get metadata() {
      return metadata;
    },
    get resourceVersion() {
      return resourceVersion;
    },
    get inconsistentObjects() {
      return inconsistentObjects;
    },
    replace: (next, change) =>
      serially(async () => {
        checkVersion(change.resourceVersion);
        const seen = await catalogFor(options.db, next, catalog);
        const result = build(next, seen, change.allowInconsistent);
        serve(next, seen, result);
        return result.inconsistent;
      }),
    reload: (change) =>
      serially(async () => {
        checkVersion(change.resourceVersion);
        const nextCatalog = await catalogFor(options.db, metadata, change.rereadCatalog ? undefined : catalog);
        // Hasura reloads into inconsistency (a column dropped by a migration) and lists what no longer fits.
        const result = build(metadata, nextCatalog, true);
        serve(metadata, nextCatalog, result);
        return result.inconsistent;
      }),
    dropInconsistent: (change) =>
      serially(() => {
        checkVersion(change.resourceVersion);
        metadata = consistentPart(metadata, catalog).metadata;
        inconsistentObjects = [];
        resourceVersion += 1;
      }),
  };
}
