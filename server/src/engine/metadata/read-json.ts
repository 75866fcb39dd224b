// Hasura's metadata JSON (v3), as `export_metadata` answers it and `replace_metadata` receives it (the CLI's
// `hasura metadata apply` sends the project's files as this JSON), read into the same typed objects as the
// files, with the same shape checks.
import { tableKey } from '../model/catalog.ts';
import { readParts, readVersion } from './load.ts';
import { readJsonActions } from './read-actions.ts';
import { get, itemsOf, readRecord } from './read-shapes.ts';
import { readSource } from './read-tables.ts';
import type { Found, LoadContext } from './read-yaml.ts';
import type { Metadata, MetadataOrigin, QualifiedName, Source } from '../model/metadata-types.ts';

export interface JsonMetadataOptions {
  /** Where the JSON sits in the request (`$.args.metadata`): problems of its shape start with it. */
  label: string;
  /** The metadata directory: problems found later name the files `hasura metadata export` writes there. */
  dir: string;
}

const fileName = (name: QualifiedName): string => `${name.schema}_${name.name}.yaml`;

/** Where `hasura metadata export` writes each table and function: databases/<source>/tables/<schema>_<name>.yaml. */
function cliLayout(dir: string, sources: readonly Source[]): MetadataOrigin {
  const origin: MetadataOrigin = { dir, sources: {} };
  for (const source of sources) {
    const tables = Object.fromEntries(
      source.tables.map(({ table }) => [tableKey(table), `databases/${source.name}/tables/${fileName(table)}`]),
    );
    const functions = Object.fromEntries(
      source.functions.map((fn) => [tableKey(fn.function), `databases/${source.name}/functions/${fileName(fn.function)}`]),
    );
    origin.sources[source.name] = { tables, functions };
  }
  return origin;
}

/** Reads and shape-checks Hasura's metadata JSON (v3); throws a MetadataError as loadMetadata does. */
export function readMetadataJson(value: unknown, options: JsonMetadataOptions): Metadata {
  // No directory: the label is shown as it is, and nothing is included from files.
  const ctx: LoadContext = { dir: '', origins: new WeakMap() };
  const root: Found = { value, at: { ctx, file: options.label, path: '' } };
  const raw = readRecord(root);
  const key = (name: string): Found => get(raw, name, root.at);
  const version = readVersion(root, 'only metadata version 3 (Hasura v2) is supported');
  const sources = itemsOf(key('sources')).map((item) => readSource(item, { dir: '', sources: {} }));
  return {
    version,
    sources,
    ...readJsonActions(key('actions'), key('custom_types')),
    ...readParts(key),
    origin: cliLayout(options.dir, sources),
  };
}
