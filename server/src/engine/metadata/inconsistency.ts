// Inconsistent metadata, the way Hasura keeps serving it: the objects that do not fit the database (a permission
// naming a column that is gone, a relationship without its foreign key...) are left out of what the engine
// serves and listed as Hasura's inconsistent objects; the rest is served. What depends on a left-out object
// (a permission through a dropped relationship) is found and left out in the next round.
import { inheritanceConflicts } from '../permissions/inherited.ts';
import { tableKey, type Catalog } from '../model/catalog.ts';
import { buildModel } from '../model/model.ts';
import { validateMetadata } from './validate.ts';
import {
  MetadataError,
  type Metadata,
  type MetadataObjectRef,
  type MetadataProblem,
  type QualifiedName,
  type TableMetadata,
  type TableObjectRef,
} from '../model/metadata-types.ts';

/** One entry of Hasura's `inconsistent_objects`. */
export interface InconsistentObject {
  /** The object as the metadata has it, with its source and table (Hasura's `definition`); none for a conflict. */
  definition?: unknown;
  /** What an inherited role could not inherit a permission for (an `inherited role permission inconsistency`). */
  entity?: { permission_type: string; source: string; table: string };
  /** Hasura's name: `select_permission user in table articles in source default`. */
  name: string;
  /** `Inconsistent object: ` and what is wrong. */
  reason: string;
  /** Hasura's object type: table, object_relation, select_permission, action, cron_trigger... */
  type: string;
}

export interface ConsistentPart {
  /** The metadata without its inconsistent objects: what the engine can serve. */
  metadata: Metadata;
  inconsistent: InconsistentObject[];
  /** Problems of the metadata as a whole (more than one source): no object can be left out for them, nothing can be served. */
  unservable: MetadataProblem[];
}

/** Each round leaves out at least one object; this many rounds means the problems do not go away. */
const MAX_ROUNDS = 25;

/** Hasura's text of a table or function name: bare in schema public, else `schema.name`. */
const nameText = (name: QualifiedName): string => (name.schema === 'public' ? name.name : `${name.schema}.${name.name}`);

function objectName(ref: MetadataObjectRef): string {
  switch (ref.type) {
    case 'source':
      return `source ${ref.source}`;
    case 'table':
      return `table ${nameText(ref.table)} in source ${ref.source}`;
    case 'function':
      return `function ${nameText(ref.function)} in source ${ref.source}`;
    case 'action':
      return `action ${ref.action}`;
    case 'action_permission':
      return `action_permission ${ref.role} permission in ${ref.action}`;
    case 'cron_trigger':
      return `cron_trigger ${ref.name}`;
    case 'inherited_role':
      return `inherited_role ${ref.role}`;
    default:
      return `${ref.type} ${'role' in ref ? ref.role : ref.name} in table ${nameText(ref.table)} in source ${ref.source}`;
  }
}

const objectKey = (ref: MetadataObjectRef): string => JSON.stringify(ref);

/** The list of a table's metadata that holds each kind of table object. */
const TABLE_LISTS = {
  object_relation: 'object_relationships',
  array_relation: 'array_relationships',
  computed_field: 'computed_fields',
  select_permission: 'select_permissions',
  insert_permission: 'insert_permissions',
  update_permission: 'update_permissions',
  delete_permission: 'delete_permissions',
} as const satisfies Record<TableObjectRef['type'], keyof TableMetadata>;

/** A relationship or computed field (by name) or a permission (by role). */
type TableEntry = { name?: string; role?: string };

const entriesOf = (meta: TableMetadata | undefined, ref: TableObjectRef): TableEntry[] =>
  (meta?.[TABLE_LISTS[ref.type]] as TableEntry[] | undefined) ?? [];
const isEntry = (ref: TableObjectRef, entry: TableEntry): boolean => ('role' in ref ? entry.role === ref.role : entry.name === ref.name);

function tablesOf(metadata: Metadata, ref: { source: string; table: QualifiedName }): TableMetadata[] {
  const source = metadata.sources.find((candidate) => candidate.name === ref.source);
  return (source?.tables ?? []).filter((meta) => tableKey(meta.table) === tableKey(ref.table));
}

/** The object's entry in the metadata, with its source and table as Hasura shows an inconsistent object. */
function definitionOf(metadata: Metadata, ref: MetadataObjectRef): unknown {
  switch (ref.type) {
    case 'source': {
      const source = metadata.sources.find((candidate) => candidate.name === ref.source);
      return { name: ref.source, kind: source?.kind };
    }
    case 'table':
      return ref.table;
    case 'function': {
      const source = metadata.sources.find((candidate) => candidate.name === ref.source);
      const fn = source?.functions.find((candidate) => tableKey(candidate.function) === tableKey(ref.function));
      return { source: ref.source, ...(fn ?? { function: ref.function }) };
    }
    case 'action':
      return metadata.actions.find((action) => action.name === ref.action) ?? { name: ref.action };
    case 'action_permission':
      return { action: ref.action, role: ref.role };
    case 'cron_trigger':
      return metadata.cron_triggers.find((trigger) => trigger.name === ref.name) ?? { name: ref.name };
    case 'inherited_role':
      return metadata.inherited_roles.find((role) => role.role_name === ref.role) ?? { role_name: ref.role };
    default: {
      const entry = entriesOf(tablesOf(metadata, ref)[0], ref).find((candidate) => isEntry(ref, candidate));
      return { source: ref.source, table: ref.table, ...(entry ?? ('role' in ref ? { role: ref.role } : { name: ref.name })) };
    }
  }
}

/** Removes one object from metadata the caller owns. */
function leaveOut(metadata: Metadata, ref: MetadataObjectRef): void {
  switch (ref.type) {
    case 'source':
      metadata.sources = metadata.sources.filter((source) => source.name !== ref.source);
      return;
    case 'table':
    case 'function':
      for (const source of metadata.sources.filter((candidate) => candidate.name === ref.source)) {
        if (ref.type === 'table') source.tables = source.tables.filter((meta) => tableKey(meta.table) !== tableKey(ref.table));
        else source.functions = source.functions.filter((fn) => tableKey(fn.function) !== tableKey(ref.function));
      }
      return;
    case 'action':
      metadata.actions = metadata.actions.filter((action) => action.name !== ref.action);
      return;
    case 'action_permission':
      for (const action of metadata.actions.filter((candidate) => candidate.name === ref.action)) {
        action.permissions = action.permissions.filter((permission) => permission.role !== ref.role);
      }
      return;
    case 'cron_trigger':
      metadata.cron_triggers = metadata.cron_triggers.filter((trigger) => trigger.name !== ref.name);
      return;
    case 'inherited_role':
      metadata.inherited_roles = metadata.inherited_roles.filter((role) => role.role_name !== ref.role);
      return;
    default:
      for (const meta of tablesOf(metadata, ref)) {
        const list = TABLE_LISTS[ref.type];
        if (meta[list] !== undefined) Object.assign(meta, { [list]: entriesOf(meta, ref).filter((entry) => !isEntry(ref, entry)) });
      }
  }
}

function problemsOf(metadata: Metadata, catalog: Catalog): readonly MetadataProblem[] {
  try {
    validateMetadata(metadata, catalog);
    return [];
  } catch (error) {
    if (error instanceof MetadataError) return error.problems;
    throw error;
  }
}

/**
 * The part of the metadata that fits the database, and the objects left out of it (Hasura's inconsistent
 * objects); validateMetadata's checks, round after round until what is left passes them.
 */
export function consistentPart(metadata: Metadata, catalog: Catalog): ConsistentPart {
  let current = metadata;
  const inconsistent: InconsistentObject[] = [];
  for (let round = 0; ; round += 1) {
    const problems = problemsOf(current, catalog);
    if (problems.length === 0)
      return { metadata: current, inconsistent: [...inconsistent, ...conflictsOf(current, catalog)], unservable: [] };
    if (round === MAX_ROUNDS) return { metadata: current, inconsistent, unservable: [...problems] };
    const unservable = problems.filter((problem) => problem.object === undefined);
    const byObject = new Map<string, { ref: MetadataObjectRef; problems: string[] }>();
    for (const problem of problems) {
      if (problem.object === undefined) continue;
      const key = objectKey(problem.object);
      const entry = byObject.get(key) ?? { ref: problem.object, problems: [] };
      entry.problems.push(problem.problem);
      byObject.set(key, entry);
    }
    for (const { ref, problems: reasons } of byObject.values()) {
      const reason = `Inconsistent object: ${reasons.join('; ')}`;
      inconsistent.push({ definition: definitionOf(current, ref), name: objectName(ref), reason, type: ref.type });
    }
    if (unservable.length > 0) return { metadata: current, inconsistent, unservable };
    const next = structuredClone(current);
    for (const { ref } of byObject.values()) leaveOut(next, ref);
    current = next;
  }
}

/**
 * The write permissions inherited roles cannot inherit because their parents' differ, as Hasura lists them
 * (RQL/Types/Metadata/Object.hs ConflictingInheritedPermission): the role has none, and the rest is served.
 */
export function conflictsOf(metadata: Metadata, catalog: Catalog): InconsistentObject[] {
  if (metadata.inherited_roles.length === 0) return [];
  const source = metadata.sources[0]?.name ?? 'default';
  return inheritanceConflicts(buildModel(metadata, catalog)).map(({ role, table, kind }) => ({
    reason: `Could not inherit permission for the role '${role}' for the entity: '${kind} permission, table: ${nameText(table)}, source: '${source}''`,
    name: role,
    type: 'inherited role permission inconsistency',
    entity: { permission_type: kind, source, table: nameText(table) },
  }));
}

/** An unservable problem as an entry of `inconsistent_objects` (Hasura's shape, type `metadata`). */
export function unservableObject(problem: MetadataProblem): InconsistentObject {
  return { definition: null, name: 'metadata', reason: `Inconsistent object: ${problem.problem}`, type: 'metadata' };
}
