// The tracked SQL functions (databases/<source>/functions) joined with the catalog, with Hasura's GraphQL names:
// each returns rows of a tracked table, as a query field (`<fn>`, `<fn>_aggregate`) or a mutation field (`<fn>`),
// with the function's arguments in `args`. Built once per metadata version, after the tables; which roles may call
// a function is permissions/'s.
import type { FunctionMetadata, Metadata } from './metadata-types.ts';
import { nameText, tableKey, type Catalog, type CatalogFunction, type CatalogType } from './catalog.ts';
import { scalarFor } from './scalars.ts';
import { sqlTypeOf, tableName } from './sql-names.ts';

/** An argument of a SQL function (a computed field's, a tracked function's) that a request gives in `args`. */
export interface FunctionInputInfo {
  /** The SQL name; null for an unnamed argument. */
  sqlName: string | null;
  /** Its field in `args`: the SQL name, or `arg_<n>` for the n-th unnamed one (as Hasura names them). */
  field: string;
  type: CatalogType;
  scalar: string;
  sqlType: string;
  hasDefault: boolean;
}

/** What a SQL function takes, argument by argument: a computed field's row, the session, or a request's input. */
export type FunctionArgumentInfo =
  { kind: 'row'; sqlName: string | null } | { kind: 'session'; sqlName: string | null } | { kind: 'input'; input: FunctionInputInfo };

export interface FunctionRootNames {
  /** `<fn>`: the rows (or the one row) it returns; custom_root_fields.function, else custom_name. */
  function: string;
  /** `<fn>_aggregate` (query functions only). */
  aggregate: string;
  /** `<fn>_args`, the input type of `args`, shared by both fields (custom_name, not the root field names). */
  args: string;
}

export interface FunctionInfo {
  /** `schema.name`. */
  key: string;
  schema: string;
  name: string;
  /** The function's quoted, schema-qualified name for SQL. */
  sqlFunction: string;
  /** Where the schema has it: exposed_as, else mutation for a VOLATILE function and query otherwise (as Hasura). */
  exposedAs: 'query' | 'mutation';
  /** The tracked table whose rows it returns, `schema.name`. */
  returns: string;
  /** SETOF: a list of rows; otherwise one row, or null. */
  returnsSet: boolean;
  /** Every input argument in order: the session argument or one a request gives. */
  arguments: FunctionArgumentInfo[];
  /** The arguments a request gives in `args`, in the function's order. */
  inputs: FunctionInputInfo[];
  rootFields: FunctionRootNames;
  /** Its fields' descriptions, Hasura's (the metadata comment for the query field when there is one). */
  descriptions: { function: string; aggregate: string };
  /** The roles its metadata `permissions` name. */
  permissions: string[];
  metadata: FunctionMetadata;
}

/** A function's GraphQL name before customisation: its name, prefixed by its schema outside public. */
export const functionGivenName = (name: { schema: string; name: string }): string =>
  name.schema === 'public' ? name.name : `${name.schema}_${name.name}`;

/**
 * The GraphQL scalar of a function argument (Hasura's mkFunctionArgScalarType): a column's scalar, except a row type,
 * which is the scalar `<type>_scalar` (its value a record literal such as `"(1,hasura)"`), and an array, which keeps
 * its catalog name (`_text`): mkFunctionArgScalarType takes the argument's type name as it is, without the list
 * typing of array columns.
 */
export function argumentScalar(type: CatalogType): string {
  if (type.isArray) return `_${type.name}`;
  return type.kind === 'composite' ? `${type.name}_scalar` : scalarFor(type);
}

/** The input arguments (IN, INOUT, VARIADIC), in order: what a call passes. */
export function inputArgumentsOf(fn: CatalogFunction): CatalogFunction['arguments'] {
  return fn.arguments.filter((arg) => arg.mode === 'in' || arg.mode === 'inout' || arg.mode === 'variadic');
}

/** Hasura's root field and type names of a tracked function (Function/Common.hs). */
export function functionRootNames(metadata: FunctionMetadata): FunctionRootNames {
  const given = functionGivenName(metadata.function);
  const config = metadata.configuration ?? {};
  const custom = config.custom_name || undefined;
  return {
    function: config.custom_root_fields?.function || custom || given,
    aggregate: config.custom_root_fields?.function_aggregate || `${custom ?? given}_aggregate`,
    args: `${custom ?? given}_args`,
  };
}

/**
 * A function's arguments as Hasura binds them: the session argument, the row (computed fields: `isRow`), and the
 * rest given by the request, the unnamed ones numbered among themselves (arg_1, arg_2...).
 */
export function bindArguments(
  fn: CatalogFunction,
  sessionArgument: string | null | undefined,
  isRow: (arg: CatalogFunction['arguments'][number], index: number) => boolean = () => false,
): { all: FunctionArgumentInfo[]; inputs: FunctionInputInfo[] } {
  const inputs: FunctionInputInfo[] = [];
  let unnamed = 0;
  const all = inputArgumentsOf(fn).map((arg, index): FunctionArgumentInfo => {
    if (isRow(arg, index)) return { kind: 'row', sqlName: arg.name };
    if (sessionArgument != null && arg.name === sessionArgument) return { kind: 'session', sqlName: arg.name };
    const input: FunctionInputInfo = {
      sqlName: arg.name,
      field: arg.name ?? `arg_${(unnamed += 1)}`,
      type: arg.type,
      scalar: argumentScalar(arg.type),
      sqlType: sqlTypeOf(arg.type),
      hasDefault: arg.hasDefault,
    };
    inputs.push(input);
    return { kind: 'input', input };
  });
  return { all, inputs };
}

function functionInfo(metadata: FunctionMetadata, fn: CatalogFunction): FunctionInfo {
  const config = metadata.configuration ?? {};
  const { all, inputs } = bindArguments(fn, config.session_argument);
  const returns = tableKey(fn.returnType);
  const quoted = `"${nameText(fn)}"`;
  const table = `"${nameText(fn.returnType)}"`;
  const exposedAs = config.exposed_as ?? (fn.volatility === 'volatile' ? 'mutation' : 'query');
  return {
    key: tableKey(fn),
    schema: fn.schema,
    name: fn.name,
    sqlFunction: tableName(fn),
    exposedAs,
    returns,
    returnsSet: fn.returnsSet,
    arguments: all,
    inputs,
    rootFields: functionRootNames(metadata),
    descriptions: {
      // Backends/Postgres/Schema/Select.hs buildFunctionQueryFieldsPG and buildFunctionMutationFieldsPG.
      function:
        exposedAs === 'mutation'
          ? `execute VOLATILE function ${quoted} which returns ${table}`
          : (metadata.comment ?? `execute function ${quoted} which returns ${table}`),
      aggregate: `execute function ${quoted} and query aggregates on result of table type ${table}`,
    },
    permissions: (metadata.permissions ?? []).map((permission) => permission.role),
    metadata,
  };
}

/**
 * The tracked functions of the metadata that the catalog has once, returning rows of a tracked table (validateMetadata
 * refuses the others, and the engine leaves them out rather than fail), by `schema.name`.
 */
export function buildFunctions(metadata: Metadata, catalog: Catalog, tracked: ReadonlySet<string>): Map<string, FunctionInfo> {
  const functions = new Map<string, FunctionInfo>();
  for (const entry of metadata.sources.flatMap((source) => source.functions)) {
    const candidates = catalog.functions.filter((fn) => tableKey(fn) === tableKey(entry.function));
    const fn = candidates.length === 1 ? candidates[0]! : undefined;
    if (!fn || fn.returnType.kind !== 'composite' || !tracked.has(tableKey(fn.returnType))) continue;
    functions.set(tableKey(fn), functionInfo(entry, fn));
  }
  return functions;
}
