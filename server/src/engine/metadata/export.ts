// export_metadata: the live metadata as Hasura's metadata JSON (v3), the shape the CLI's `hasura metadata export`
// splits into the files of hasura/metadata.
import type { Metadata } from '../model/metadata-types.ts';

/** Hasura's exported metadata: everything loaded or replaced but where it was read from. */
export type ExportedMetadata = Omit<Metadata, 'origin'>;

/**
 * The metadata as export_metadata answers it. Cron triggers created by the API with `include_in_metadata: false`
 * are left out, as Hasura leaves them out; the files only hold the others.
 */
export function exportMetadata(metadata: Metadata): ExportedMetadata {
  const exported: ExportedMetadata & { origin?: unknown } = {
    ...metadata,
    cron_triggers: metadata.cron_triggers.filter((trigger) => trigger.include_in_metadata !== false),
  };
  delete exported.origin;
  return exported;
}
