// The tracked functions checked as Hasura checks them when it builds its schema cache (Backends/Postgres/DDL/
// Function.hs buildFunctionInfo, handleMultipleFunctions): the function exists once, returns rows of a tracked table,
// takes arguments GraphQL can name, a session argument of type json, and is VOLATILE when exposed as a mutation. Each
// problem is the function's (an inconsistent object Hasura leaves out while serving the rest).
import { nameText, tableKey, type Catalog, type CatalogFunction } from '../model/catalog.ts';
import { functionGivenName, functionRootNames, inputArgumentsOf } from '../model/functions.ts';
import { rootFieldNames, typeNameOf } from '../model/model.ts';
import type { FunctionMetadata, Metadata, MetadataObjectRef, Source } from '../model/metadata-types.ts';

type Report = (file: string, table: string | undefined, problem: string, object?: MetadataObjectRef) => void;

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** Hasura's makeReasonMessage: one reason after "because", several as a list. */
function reasonMessage(reasons: string[]): string {
  if (reasons.length === 1) return `because ${reasons[0]}`;
  return `for the following reasons:\n${reasons.map((reason) => `  • ${reason}\n`).join('')}`;
}

/** Hasura's FunctionIntegrityError reasons, in its order (the session argument's stop the others after it). */
function integrityReasons(entry: FunctionMetadata, fn: CatalogFunction, catalog: Catalog): string[] {
  const reasons: string[] = [];
  const config = entry.configuration ?? {};
  if (!GRAPHQL_NAME.test(functionGivenName(entry.function))) reasons.push('function name is not a legal GraphQL identifier');
  if (fn.arguments.some((arg) => arg.mode === 'variadic')) reasons.push('function with "VARIADIC" parameters are not supported');
  const returned = fn.returnType;
  if (returned.kind !== 'composite' || returned.isArray) reasons.push('the function does not return a "COMPOSITE" type');
  // A table's (or view's) row type; a type of its own (CREATE TYPE) is no table.
  if (returned.kind !== 'composite' || returned.isArray || !catalog.tables.has(tableKey(returned))) {
    reasons.push('the function does not return a table');
  }
  if (fn.volatility !== 'volatile' && config.exposed_as === 'mutation') {
    reasons.push(
      'the function was requested to be exposed as a mutation, but is not marked VOLATILE. Maybe the function was given the wrong volatility when it was defined?',
    );
  }
  const inputs = inputArgumentsOf(fn);
  const badNames = inputs.flatMap((arg) => (arg.name !== null && !GRAPHQL_NAME.test(arg.name) ? [arg.name] : []));
  if (badNames.length > 0) reasons.push(`the function arguments ${badNames.join(',')} are not in compliance with GraphQL spec`);
  const session = config.session_argument;
  if (session !== undefined) {
    const argument = inputs.find((arg) => arg.name === session);
    if (!argument) reasons.push(`given session argument "${session}" not the input argument of the function`);
    else if (argument.type.name !== 'json' || argument.type.isArray)
      reasons.push(`given session argument "${session}" is not of type json`);
  }
  return reasons;
}

/** Why a tracked function cannot be served, or undefined. */
function functionProblem(entry: FunctionMetadata, catalog: Catalog, tracked: ReadonlySet<string>): string | undefined {
  const quoted = `"${nameText(entry.function)}"`;
  const candidates = catalog.functions.filter((fn) => tableKey(fn) === tableKey(entry.function));
  if (candidates.length === 0) return `no such function exists: ${quoted}`;
  if (candidates.length > 1) return `function ${quoted} is overloaded. Overloaded functions are not supported`;
  const fn = candidates[0]!;
  const reasons = integrityReasons(entry, fn, catalog);
  if (reasons.length > 0) return `the function ${quoted} cannot be tracked ${reasonMessage(reasons)}`;
  // Hasura records the returned table as the function's dependency: an untracked one leaves the function out.
  if (!tracked.has(tableKey(fn.returnType))) {
    return `the function ${quoted} returns rows of "${nameText(fn.returnType)}", which is not tracked; track the table in tables.yaml`;
  }
  return undefined;
}

/** The root field names a source's tables and the metadata's actions take on query_root and mutation_root. */
function takenRootNames(metadata: Metadata, source: Source, catalog: Catalog): { query: Set<string>; mutation: Set<string> } {
  const query = new Set<string>();
  const mutation = new Set<string>();
  for (const meta of source.tables) {
    const table = catalog.tables.get(tableKey(meta.table));
    if (!table) continue;
    const names = rootFieldNames(meta, typeNameOf(meta, table));
    for (const name of [names.select, names.selectByPk, names.selectAggregate, names.selectStream]) query.add(name);
    for (const name of [names.insert, names.insertOne, names.update, names.updateByPk, names.updateMany, names.delete, names.deleteByPk]) {
      mutation.add(name);
    }
  }
  for (const action of metadata.actions) (action.definition.type === 'query' ? query : mutation).add(action.name);
  return { query, mutation };
}

/** Checks every tracked function of every source. */
export function checkFunctions(metadata: Metadata, catalog: Catalog, report: Report): void {
  for (const source of metadata.sources) {
    const files = metadata.origin?.sources[source.name];
    const tracked = new Set(source.tables.map((meta) => tableKey(meta.table)));
    const taken = takenRootNames(metadata, source, catalog);
    const seen = new Set<string>();
    for (const entry of source.functions) {
      const key = tableKey(entry.function);
      const object: MetadataObjectRef = { type: 'function', source: source.name, function: entry.function };
      const fail = (problem: string) =>
        report(files?.functions[key] ?? 'databases/databases.yaml', undefined, `function ${key}: ${problem}`, object);
      if (seen.has(key)) {
        fail('tracked twice; remove one of its entries in functions.yaml');
        continue;
      }
      seen.add(key);
      const problem = functionProblem(entry, catalog, tracked);
      if (problem !== undefined) {
        fail(problem);
        continue;
      }
      const roles = (entry.permissions ?? []).map((permission) => permission.role);
      for (const role of new Set(roles.filter((role, index) => roles.indexOf(role) !== index))) {
        fail(`the permission for role "${role}" is defined twice`);
      }
      const fn = catalog.functions.find((candidate) => tableKey(candidate) === key)!;
      const exposedAs = entry.configuration?.exposed_as ?? (fn.volatility === 'volatile' ? 'mutation' : 'query');
      const names = functionRootNames(entry);
      const root = exposedAs === 'query' ? taken.query : taken.mutation;
      const fields = exposedAs === 'query' ? [names.function, names.aggregate] : [names.function];
      const clashes = fields.filter((name) => root.has(name));
      // Hasura refuses a schema whose root has one name twice ("found duplicate fields in selection set").
      if (clashes.length > 0) fail(`found duplicate fields in selection set: ${clashes.join(', ')}`);
      for (const name of fields) root.add(name);
    }
  }
}
