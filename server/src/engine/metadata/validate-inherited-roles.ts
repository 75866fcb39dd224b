// inherited_roles.yaml checked as Hasura checks it when it builds its schema cache: each inherited role declared once
// (parseListAsMap), every role of its role set existing (RQL/DDL/InheritedRoles.hs resolveInheritedRole: a role of a
// permission, or another inherited role), and no cycle among them (RQL/DDL/Schema/Cache/Permission.hs orderRoles, an
// error of the whole metadata). Conflicting write permissions are not problems: the role just has none
// (inconsistency.ts lists them).
import type { Metadata, MetadataObjectRef } from '../model/metadata-types.ts';

type Report = (file: string, table: string | undefined, problem: string, object?: MetadataObjectRef) => void;

const FILE = 'inherited_roles.yaml';

/** Every role a permission names: of tables, functions and actions. */
function permissionRoles(metadata: Metadata): Set<string> {
  const roles = new Set<string>();
  for (const source of metadata.sources) {
    for (const meta of source.tables) {
      for (const kind of ['select', 'insert', 'update', 'delete'] as const) {
        for (const entry of meta[`${kind}_permissions`] ?? []) roles.add(entry.role);
      }
    }
    for (const fn of source.functions) for (const permission of fn.permissions ?? []) roles.add(permission.role);
  }
  for (const action of metadata.actions) for (const permission of action.permissions) roles.add(permission.role);
  for (const schema of metadata.remote_schemas) for (const permission of schema.permissions ?? []) roles.add(permission.role);
  return roles;
}

/** The cycles among inherited roles, each as its roles with the first repeated at the end (Hasura's message). */
function cycles(parents: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (role: string, path: string[]): void => {
    const at = path.indexOf(role);
    if (at >= 0) {
      const cycle = path.slice(at);
      if (!found.some((known) => known.length === cycle.length + 1 && cycle.every((name) => known.includes(name)))) {
        found.push([...cycle, role]);
      }
      return;
    }
    if (done.has(role)) return;
    for (const parent of parents.get(role) ?? []) visit(parent, [...path, role]);
    done.add(role);
  };
  for (const role of parents.keys()) visit(role, []);
  return found;
}

/** Checks the inherited roles. */
export function checkInheritedRoles(metadata: Metadata, report: Report): void {
  const declared = new Map<string, readonly string[]>();
  const repeated = new Set<string>();
  for (const role of metadata.inherited_roles) {
    if (declared.has(role.role_name)) repeated.add(role.role_name);
    declared.set(role.role_name, role.role_set);
  }
  for (const role of repeated) {
    report(FILE, undefined, `multiple declarations exist for the following inherited roles: ${role}`, { type: 'inherited_role', role });
  }
  const known = new Set([...permissionRoles(metadata), ...declared.keys()]);
  for (const [role, parents] of declared) {
    const missing = [...new Set(parents.filter((parent) => !known.has(parent)))];
    if (missing.length > 0) {
      report(
        FILE,
        undefined,
        `the following parent role(s) are not found: ${missing.join(', ')} which are required to construct the inherited role: "${role}"`,
        { type: 'inherited_role', role },
      );
    }
  }
  const found = cycles(declared);
  // No role can be built while a cycle stands: a problem of the metadata as a whole, as Hasura's orderRoles throws.
  if (found.length > 0) report(FILE, undefined, `found cycle(s) in roles: ${found.map((cycle) => JSON.stringify(cycle)).join(', ')}`);
}
