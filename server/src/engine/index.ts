// The Hasura-compatible GraphQL engine: one request body in, Hasura's response out. Schemas are built
// once per role; each root field is one SQL expression that builds its JSON, and the table root fields of a
// query run together as ONE statement (one with actions or introspection runs one statement per field).
import { createHash } from 'node:crypto';
import {
  execute as executeGraphql,
  Kind,
  NoUndefinedVariablesRule,
  parse,
  validate,
  VariablesAreInputTypesRule,
  UniqueVariableNamesRule,
  UniqueOperationNamesRule,
  LoneAnonymousOperationRule,
  KnownFragmentNamesRule,
  NoFragmentCyclesRule,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Database, QueryOptions, Queryable } from '../db/types.ts';
import { ActionError, runAction, type ActionContext } from './actions/index.ts';
import type { Metadata } from './metadata/types.ts';
import { SessionError, type RequestHeaders, type ResolveOptions, type Session, type SessionResolver } from './permissions/index.ts';
import { buildRoleSchema, tableAccess, type TableAccess } from './schema/build-schema.ts';
import type { Catalog } from './schema/catalog.ts';
import { buildModel, type Model } from './schema/model.ts';
import { GraphqlError } from './request/errors.ts';
import { checkVariables, rootFieldCount } from './request/input-guard.ts';
import { planQuery, readVariables, type RootPlan, type RowField } from './request/plan.ts';
import { compileRoot, compileRoots, compileStream, type CompiledStatement } from './sql/compile.ts';
import { databaseError } from './sql/errors.ts';
import { runMutations } from './sql/mutation.ts';
import { planMutation, type MutationPlan, type MutationStep } from './request/plan-mutation.ts';

export interface EngineLimits {
  /** Deepest selection nesting accepted (Hasura's API limit `depth_limit`). */
  maxDepth: number;
  /** Root fields (aliases included, fragments expanded) of one operation. */
  maxRootFields: number;
  /** Operations in one batched (JSON array) request. */
  batchLimit: number;
  /** Largest response body in bytes; a larger answer is replaced by an error. */
  maxResponseBytes: number;
  /** Deadline of each database statement of a request, for every role but the two below. */
  statementTimeoutMs: number;
  /** The same for the admin secret (`admin`) and `site_admin`. */
  adminStatementTimeoutMs: number;
}

/** Where an unexpected error is reported (Fastify's logger fits); the client never sees its text. */
export interface EngineLog {
  error(details: { err: unknown }, message: string): void;
}

export interface EngineOptions {
  db: Database;
  metadata: Metadata;
  catalog: Catalog;
  sessions: SessionResolver;
  limits?: Partial<EngineLimits>;
  log?: EngineLog;
}

export interface GraphqlResponse {
  status: number;
  /** JSON text. */
  body: string;
}

export interface Engine {
  /** Answers one POST /v1/graphql body (raw JSON text or parsed) with the request's headers (and client address). */
  handle(body: unknown, headers: RequestHeaders, client?: ResolveOptions): Promise<GraphqlResponse>;
  /** The schema a role sees (built once, then reused). */
  schemaFor(role: string): GraphQLSchema;
  /** The number of SQL statements run so far (for the one-statement-per-root-field benchmark). */
  readonly statementCount: number;
  /** The session of a request's headers (throws SessionError). */
  resolveSession(headers: RequestHeaders, client?: ResolveOptions): Promise<Session>;
  /**
   * Runs a query or mutation for an already resolved session (the WebSocket transport); JSON text. `headers`
   * are the client's, for actions that forward them.
   */
  handleWithSession(body: unknown, session: Session, headers?: RequestHeaders): Promise<string>;
  /** Checks and plans a subscription for a session; the transport polls what it returns. */
  prepareSubscription(body: unknown, session: Session): Promise<PreparedSubscription>;
  /** Called after each committed mutation with the tables it wrote (`schema.name`); returns the unsubscribe. */
  onWrite(listener: (tables: ReadonlySet<string>) => void): () => void;
}

/** A subscription ready to poll: a live query (same key = same results, so one poll can serve all) or a stream. */
export type PreparedSubscription =
  | { kind: 'errors'; body: string }
  | { kind: 'live'; key: string; tables: ReadonlySet<string>; run(): Promise<string> }
  | { kind: 'stream'; key: string; tables: ReadonlySet<string>; run(cursor: unknown): Promise<{ body: string; cursor: unknown }> };

/** Every table a planned root field reads, for waking its poll when one of them is written. */
function tablesOf(plan: RootPlan): Set<string> {
  const tables = new Set<string>();
  const visitRows = (fields: RowField[]) => {
    for (const field of fields) {
      if (field.kind === 'object' || field.kind === 'array') {
        tables.add(field.plan.access.table.key);
        visitRows(field.plan.fields);
      } else if (field.kind === 'array_aggregate') {
        tables.add(field.plan.access.table.key);
        for (const inner of field.plan.fields) if (inner.kind === 'nodes') visitRows(inner.fields);
      }
    }
  };
  if (plan.kind === 'select' || plan.kind === 'select_by_pk' || plan.kind === 'select_stream') {
    tables.add(plan.plan.access.table.key);
    visitRows(plan.plan.fields);
  } else if (plan.kind === 'select_aggregate') {
    tables.add(plan.plan.access.table.key);
    for (const field of plan.plan.fields) if (field.kind === 'nodes') visitRows(field.fields);
  }
  return tables;
}

// The defaults of docs/security.md (config's LimitsConfig), for engines built without a configuration.
const DEFAULT_LIMITS: EngineLimits = {
  maxDepth: 15,
  maxRootFields: 100,
  batchLimit: 20,
  maxResponseBytes: 8 * 1024 * 1024,
  statementTimeoutMs: 5_000,
  adminStatementTimeoutMs: 60_000,
};

/** What a client gets when the engine itself failed; the cause is logged, never sent. */
const INTERNAL_ERROR_BODY = JSON.stringify({ errors: [{ message: 'internal error', extensions: { code: 'unexpected', path: '$' } }] });

/** Compiled queries kept (oldest dropped first). */
const QUERY_CACHE_SIZE = 2000;

/**
 * A query's answer recipe: per root field, its JSON text, or the index of the column of `statement` (one
 * statement for all the table root fields) that holds it.
 */
interface CachedQuery {
  aliases: string[];
  parts: (number | string)[];
  statement: CompiledStatement | null;
}

// graphql-js rules whose checks Hasura also makes; field, argument and variable-usage checks are the
// planner's, with Hasura's messages and paths.
const VALIDATION_RULES = [
  LoneAnonymousOperationRule,
  UniqueOperationNamesRule,
  UniqueVariableNamesRule,
  VariablesAreInputTypesRule,
  NoUndefinedVariablesRule,
  KnownFragmentNamesRule,
  NoFragmentCyclesRule,
];

interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

function errorBody(errors: GraphqlError[]): string {
  return JSON.stringify({ errors: errors.map((error) => (error instanceof ActionError ? error.response() : error.toJSON())) });
}

/** The `"alias":value` pairs of a `{"data":{...}}` text that runMutations built. */
function dataPairs(json: string): string {
  const prefix = '{"data":{';
  if (!json.startsWith(prefix) || !json.endsWith('}}')) throw new GraphqlError('unexpected', 'unexpected mutation result');
  return json.slice(prefix.length, -2);
}

/** Consecutive database mutation fields, then the action after them (if any). */
function segments(steps: MutationStep[]): { plans: MutationPlan[]; action?: Extract<MutationStep, { kind: 'action' }> }[] {
  const result: { plans: MutationPlan[]; action?: Extract<MutationStep, { kind: 'action' }> }[] = [{ plans: [] }];
  for (const step of steps) {
    const last = result[result.length - 1]!;
    if (step.kind !== 'action') last.plans.push(step);
    else {
      last.action = step;
      result.push({ plans: [] });
    }
  }
  return result;
}

/** A database whose every statement carries the deadline (for the action relationships' statements). */
function withDeadline(db: Queryable, timeoutMs: number): Queryable {
  return {
    query: <Row,>(sql: string, params?: readonly unknown[], queryOptions?: QueryOptions) => db.query<Row>(sql, params, { ...queryOptions, timeoutMs }),
    exec: (sql: string) => db.exec(sql),
  };
}

function readRequest(body: unknown): GraphqlRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new GraphqlError('parse-failed', 'expected an object with a "query" key', '$');
  }
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string') throw new GraphqlError('parse-failed', 'key "query" not found', '$');
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    throw new GraphqlError('parse-failed', 'expected an object for "variables"', '$.variables');
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw new GraphqlError('parse-failed', 'expected a string for "operationName"', '$.operationName');
  }
  // Before anything recurses into the variables (coercion, the cache key's JSON.stringify).
  checkVariables((variables ?? {}) as Record<string, unknown>);
  return { query, variables: (variables ?? {}) as Record<string, unknown>, operationName: operationName ?? undefined };
}

function selectOperation(document: DocumentNode, operationName: string | undefined): OperationDefinitionNode {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operationName !== undefined) {
    const found = operations.find((operation) => operation.name?.value === operationName);
    if (!found) throw new GraphqlError('validation-failed', `no such operation found in the document: "${operationName}"`, '$');
    return found;
  }
  if (operations.length !== 1) {
    throw new GraphqlError('validation-failed', 'exactly one operation has to be present in the document when operationName is not specified', '$');
  }
  return operations[0]!;
}

function selectionDepth(node: { selectionSet?: { selections: readonly unknown[] } }, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): number {
  let deepest = 0;
  for (const selection of (node.selectionSet?.selections ?? []) as { kind: string; name?: { value: string }; selectionSet?: { selections: readonly unknown[] } }[]) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name!.value;
      const fragment = fragments.get(name);
      if (fragment && !seen.has(name)) deepest = Math.max(deepest, selectionDepth(fragment, fragments, new Set([...seen, name])) - 1);
      continue;
    }
    deepest = Math.max(deepest, selectionDepth(selection, fragments, seen) - (selection.kind === Kind.INLINE_FRAGMENT ? 1 : 0));
  }
  return deepest + 1;
}

/** Creates the engine for one metadata version and database. */
export function createEngine(options: EngineOptions): Engine {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const model: Model = buildModel(options.metadata, options.catalog);
  const schemas = new Map<string, { schema: GraphQLSchema; access: Map<string, TableAccess> }>();
  let statementCount = 0;
  const queryCache = new Map<string, CachedQuery>();
  const writeListeners = new Set<(tables: ReadonlySet<string>) => void>();

  function roleContext(role: string, backendOnly = false) {
    const key = backendOnly ? `${role}\u0000backend` : role;
    let context = schemas.get(key);
    if (!context) {
      const actions = { actions: options.metadata.actions, customTypes: options.metadata.custom_types };
      context = { schema: buildRoleSchema(model, role, backendOnly, actions), access: tableAccess(model, role) };
      schemas.set(key, context);
    }
    return context;
  }

  /** The deadline of each statement run for a session: the admin secret and site admins get the longer one. */
  function deadlineOf(session: Session): number {
    return session.isAdmin || session.role === 'site_admin' ? limits.adminStatementTimeoutMs : limits.statementTimeoutMs;
  }

  /** Whether a body is over the response limit; only a body between the bounds has its UTF-8 bytes counted. */
  function tooLarge(body: string): boolean {
    // A UTF-16 unit takes 1 to 3 bytes in UTF-8.
    if (body.length * 3 <= limits.maxResponseBytes) return false;
    return body.length > limits.maxResponseBytes || Buffer.byteLength(body) > limits.maxResponseBytes;
  }

  /** The body, or the error that replaces one over the response limit. */
  function capped(body: string): string {
    if (!tooLarge(body)) return body;
    return errorBody([new GraphqlError('response-too-large', `the response is larger than the limit of ${limits.maxResponseBytes} bytes; ask for fewer rows or fields`)]);
  }

  function actionContext(session: Session, context: ReturnType<typeof roleContext>, headers: RequestHeaders, query: string): ActionContext {
    return {
      db: withDeadline(options.db, deadlineOf(session)),
      session,
      access: context.access,
      tables: model.tables,
      headers,
      query,
      onStatement: () => void (statementCount += 1),
    };
  }

  /** An action field's JSON text; a database error of its relationships is reported as Hasura reports one. */
  async function action(plan: Extract<RootPlan, { kind: 'action' }>['plan'], ctx: ActionContext): Promise<string> {
    try {
      return await runAction(plan, ctx);
    } catch (error) {
      throw databaseError(error);
    }
  }

  async function executeQuery(plans: RootPlan[], session: Session, context: ReturnType<typeof roleContext>, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>, actions: ActionContext): Promise<string> {
    const compiled = plans.map((plan) => compileRoot(plan, session, context.access, model.tables));
    const results = await Promise.all(plans.map(async (plan, index): Promise<string> => {
      const statement = compiled[index];
      if (statement) return runStatement(statement, deadlineOf(session));
      switch (plan.kind) {
        case 'typename':
          return JSON.stringify(plan.value);
        case 'constant':
          return JSON.stringify(plan.value);
        case 'action':
          return action(plan.plan, actions);
        case 'introspection': {
          const single: DocumentNode = {
            kind: Kind.DOCUMENT,
            definitions: [
              { ...operation, selectionSet: { kind: Kind.SELECTION_SET, selections: [plan.field] } },
              ...document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION),
            ],
          };
          const result = await executeGraphql({ schema: context.schema, document: single, variableValues: variables });
          if (result.errors?.length) throw new GraphqlError('validation-failed', result.errors[0]!.message, `$.selectionSet.${plan.alias}`);
          return JSON.stringify(result.data?.[plan.alias] ?? null);
        }
        default:
          return 'null';
      }
    }));
    return `{"data":{${plans.map((plan, index) => `${JSON.stringify(plan.alias)}:${results[index]}`).join(',')}}}`;
  }

  /** Parses, validates and reads the variables of one request for a session. */
  function prepare(request: GraphqlRequest, session: Session) {
    let document: DocumentNode;
    try {
      document = parse(request.query);
    } catch {
      throw new GraphqlError('validation-failed', 'not a valid graphql query', '$.query');
    }
    const context = roleContext(session.role, session.backendOnly);
    const validationErrors = validate(context.schema, document, VALIDATION_RULES);
    if (validationErrors.length > 0) throw new GraphqlError('validation-failed', validationErrors[0]!.message, '$');
    const operation = selectOperation(document, request.operationName);
    const fragments = new Map(
      document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((fragment) => [fragment.name.value, fragment]),
    );
    if (selectionDepth(operation, fragments) - 1 > limits.maxDepth) {
      throw new GraphqlError('validation-failed', `the query exceeds the depth limit of ${limits.maxDepth}`, '$');
    }
    const rootFields = rootFieldCount(operation, fragments);
    if (rootFields > limits.maxRootFields) {
      throw new GraphqlError('validation-failed', `the operation has ${rootFields} root fields, more than the limit of ${limits.maxRootFields}`, '$');
    }
    const variables = readVariables(context.schema, operation, request.variables);
    return { document, context, operation, fragments, variables };
  }

  /**
   * Runs a mutation's fields in order. The database fields between two actions run in one transaction (all
   * of them when there is no action): an action is never inside a transaction, so its handler may call the
   * engine back without waiting on this request, and what it does is not rolled back when a later field
   * fails. As in Hasura, a failure answers with the error alone.
   */
  async function runMutation(steps: MutationStep[], session: Session, context: ReturnType<typeof roleContext>, actions: ActionContext): Promise<string> {
    const pairs: string[] = [];
    for (const segment of segments(steps)) {
      if (segment.plans.length > 0) {
        const timeoutMs = deadlineOf(session);
        const { json, written } = await options.db
          .transaction((tx) => runMutations(segment.plans, { tx, session, access: context.access, tables: model.tables }), { timeoutMs })
          .catch((error: unknown) => {
            throw databaseError(error, timeoutMs);
          });
        for (const listener of writeListeners) listener(written);
        pairs.push(dataPairs(json));
      }
      if (segment.action) pairs.push(`${JSON.stringify(segment.action.alias)}:${await action(segment.action.plan, actions)}`);
    }
    return `{"data":{${pairs.filter((pair) => pair !== '').join(',')}}}`;
  }

  /** Runs one compiled statement (as a named prepared statement) within a deadline and returns its row of JSON texts. */
  async function runRow(statement: CompiledStatement, timeoutMs: number): Promise<Record<string, string | null>> {
    statementCount += 1;
    try {
      // Named once per statement: a cached query runs the same statement object on every request.
      statement.name ??= `q_${createHash('sha1').update(statement.sql).digest('hex').slice(0, 24)}`;
      const result = await options.db.query<Record<string, string | null>>(statement.sql, statement.params, { name: statement.name, timeoutMs });
      return result.rows[0] ?? {};
    } catch (error) {
      throw databaseError(error, timeoutMs);
    }
  }

  /** Runs one compiled root-field statement and returns its JSON text. */
  async function runStatement(statement: CompiledStatement, timeoutMs: number): Promise<string> {
    return (await runRow(statement, timeoutMs)).root ?? 'null';
  }

  async function runCached(cached: CachedQuery, timeoutMs: number): Promise<string> {
    const row = cached.statement ? await runRow(cached.statement, timeoutMs) : {};
    const results = cached.parts.map((part) => (typeof part === 'string' ? part : (row[`r${part}`] ?? 'null')));
    return `{"data":{${cached.aliases.map((alias, index) => `${JSON.stringify(alias)}:${results[index]}`).join(',')}}}`;
  }

  /**
   * A query whose root fields are all table reads compiles to one statement that depends only on the role,
   * the document, the variables and the session variables; it is cached (as Hasura caches query plans), so
   * a repeated request skips parsing, validation, planning and compiling.
   */
  function cacheable(plans: RootPlan[], session: Session, context: ReturnType<typeof roleContext>): CachedQuery | null {
    const parts: (number | string)[] = [];
    const reads: RootPlan[] = [];
    for (const plan of plans) {
      if (plan.kind === 'typename' || plan.kind === 'constant') parts.push(JSON.stringify(plan.value));
      else if (plan.kind === 'select' || plan.kind === 'select_by_pk' || plan.kind === 'select_aggregate') parts.push(reads.push(plan) - 1);
      else return null;
    }
    const statement = reads.length > 0 ? compileRoots(reads, session, context.access, model.tables) : null;
    return { aliases: plans.map((plan) => plan.alias), parts, statement };
  }

  async function run(body: unknown, session: Session, headers: RequestHeaders = {}): Promise<string> {
    const request = readRequest(body);
    const cacheKey = JSON.stringify([session.role, session.backendOnly, request.query, request.operationName ?? null, request.variables, session.variables]);
    const hit = queryCache.get(cacheKey);
    if (hit) return runCached(hit, deadlineOf(session));
    const { document, context, operation, fragments, variables } = prepare(request, session);
    const actions = actionContext(session, context, headers, request.query);
    if (operation.operation === 'mutation') {
      const steps = planMutation({ schema: context.schema, access: context.access, tables: model.tables, operation, fragments, variables });
      return runMutation(steps, session, context, actions);
    }
    if (operation.operation !== 'query') {
      throw new GraphqlError('validation-failed', 'subscriptions are served over the WebSocket at /v1/graphql', '$');
    }
    const plans = planQuery({ schema: context.schema, access: context.access, operation, fragments, variables });
    const compiled = cacheable(plans, session, context);
    if (!compiled) return executeQuery(plans, session, context, document, operation, variables.values, actions);
    if (queryCache.size >= QUERY_CACHE_SIZE) queryCache.delete(queryCache.keys().next().value!);
    queryCache.set(cacheKey, compiled);
    return runCached(compiled, deadlineOf(session));
  }

  /** Runs `fn`, turning request and session errors into Hasura's error body; an answer over the limit is refused. */
  async function answering(fn: () => Promise<string>): Promise<string> {
    try {
      return capped(await fn());
    } catch (error) {
      if (error instanceof GraphqlError) return errorBody([error]);
      if (error instanceof SessionError) return errorBody([new GraphqlError(error.code, error.message, '$')]);
      // The stack overflowed on what the request holds (graphql-js and the compiler recurse): the client's to fix.
      if (error instanceof RangeError) return errorBody([new GraphqlError('validation-failed', 'the request is nested too deeply to be processed', '$')]);
      throw error;
    }
  }

  function answer(body: unknown, headers: RequestHeaders, client?: ResolveOptions): Promise<string> {
    return answering(async () => run(body, await options.sessions.resolve(headers, client), headers));
  }

  async function respond(rawBody: unknown, headers: RequestHeaders, client?: ResolveOptions): Promise<GraphqlResponse> {
    let body = rawBody;
    if (typeof rawBody === 'string') {
      try {
        body = JSON.parse(rawBody);
      } catch (error) {
        // Hasura's /v1/graphql answers every error, even an unreadable body, with HTTP 200.
        return { status: 200, body: errorBody([new GraphqlError('invalid-json', `Error in $: ${(error as Error).message}`, '$')]) };
      }
    }
    if (Array.isArray(body)) {
      if (body.length > limits.batchLimit) {
        return { status: 200, body: errorBody([new GraphqlError('validation-failed', `a batch holds ${body.length} operations, more than the limit of ${limits.batchLimit}`, '$')]) };
      }
      const answers = await Promise.all(body.map((item) => answer(item, headers, client)));
      return { status: 200, body: capped(`[${answers.join(',')}]`) };
    }
    return { status: 200, body: await answer(body, headers, client) };
  }

  async function prepareSubscription(body: unknown, session: Session): Promise<PreparedSubscription> {
    try {
      const request = readRequest(body);
      const { document, context, operation, fragments, variables } = prepare(request, session);
      if (operation.operation !== 'subscription') throw new GraphqlError('validation-failed', 'expected a subscription operation', '$');
      const plans = planQuery({ schema: context.schema, access: context.access, operation, fragments, variables, subscription: true });
      if (plans.length !== 1) throw new GraphqlError('validation-failed', 'subscriptions must select one top level field', '$');
      const plan = plans[0]!;
      const tables = tablesOf(plan);
      // Subscribers share a poll when the query, its variables and everything of the session it may read agree.
      const key = JSON.stringify([request.query, request.operationName ?? null, variables.values, session.role, session.variables]);
      if (plan.kind === 'select_stream') {
        return {
          kind: 'stream',
          key,
          tables,
          async run(cursor) {
            const timeoutMs = deadlineOf(session);
            try {
              const statement = compileStream(plan, cursor === undefined ? plan.stream.initial : cursor, session, context.access, model.tables);
              statementCount += 1;
              const result = await options.db.query<{ root: string; cursor: string | null }>(statement.sql, statement.params, { timeoutMs });
              const row = result.rows[0];
              const next = row?.cursor ? (JSON.parse(row.cursor) as unknown) : (cursor ?? plan.stream.initial);
              return { body: capped(`{"data":{${JSON.stringify(plan.alias)}:${row?.root ?? '[]'}}}`), cursor: next };
            } catch (error) {
              return { body: errorBody([databaseError(error, timeoutMs)]), cursor };
            }
          },
        };
      }
      return {
        kind: 'live',
        key,
        tables,
        run: () => answering(() => executeQuery(plans, session, context, document, operation, variables.values, actionContext(session, context, {}, request.query))),
      };
    } catch (error) {
      if (error instanceof GraphqlError) return { kind: 'errors', body: errorBody([error]) };
      throw error;
    }
  }

  return {
    get statementCount() {
      return statementCount;
    },
    schemaFor: (role) => roleContext(role).schema,
    resolveSession: (headers, client) => options.sessions.resolve(headers, client),
    handleWithSession: (body, session, headers) => answering(() => run(body, session, headers)),
    prepareSubscription,
    onWrite(listener) {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
    async handle(rawBody, headers, client) {
      try {
        return await respond(rawBody, headers, client);
      } catch (error) {
        // Whatever went wrong, the client gets Hasura's shape and never the error's text.
        options.log?.error({ err: error }, 'GraphQL request failed');
        return { status: 200, body: INTERNAL_ERROR_BODY };
      }
    },
  };
}
