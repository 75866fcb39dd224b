// The Hasura-compatible GraphQL engine: one request body in, Hasura's response out. Schemas are built
// once per role; each root field runs as one SQL statement that returns its JSON.
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
import type { Database } from '../db/types.ts';
import type { Metadata } from './metadata/types.ts';
import { SessionError, type RequestHeaders, type Session, type SessionResolver } from './permissions/index.ts';
import { buildRoleSchema, tableAccess, type TableAccess } from './schema/build-schema.ts';
import type { Catalog } from './schema/catalog.ts';
import { buildModel, type Model } from './schema/model.ts';
import { GraphqlError } from './request/errors.ts';
import { planQuery, readVariables, type RootPlan } from './request/plan.ts';
import { compileRoot } from './sql/compile.ts';

export interface EngineLimits {
  /** Deepest selection nesting accepted (Hasura's API limit `depth_limit`). */
  maxDepth: number;
}

export interface EngineOptions {
  db: Database;
  metadata: Metadata;
  catalog: Catalog;
  sessions: SessionResolver;
  limits?: Partial<EngineLimits>;
}

export interface GraphqlResponse {
  status: number;
  /** JSON text. */
  body: string;
}

export interface Engine {
  /** Answers one POST /v1/graphql body (raw JSON text or parsed) with the request's headers. */
  handle(body: unknown, headers: RequestHeaders): Promise<GraphqlResponse>;
  /** The schema a role sees (built once, then reused). */
  schemaFor(role: string): GraphQLSchema;
  /** The number of SQL statements run so far (for the one-statement-per-root-field benchmark). */
  readonly statementCount: number;
}

const DEFAULT_LIMITS: EngineLimits = { maxDepth: 15 };

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
  return JSON.stringify({ errors: errors.map((error) => error.toJSON()) });
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

// SQLSTATE classes as Hasura reports them.
function databaseError(error: unknown): GraphqlError {
  const code = (error as { code?: string }).code ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (code.startsWith('22')) return new GraphqlError('data-exception', message);
  if (code.startsWith('23')) return new GraphqlError('constraint-violation', message);
  if (code === '42501') return new GraphqlError('permission-denied', message);
  return new GraphqlError('unexpected', 'database query error');
}

/** Creates the engine for one metadata version and database. */
export function createEngine(options: EngineOptions): Engine {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const model: Model = buildModel(options.metadata, options.catalog);
  const schemas = new Map<string, { schema: GraphQLSchema; access: Map<string, TableAccess> }>();
  let statementCount = 0;

  function roleContext(role: string) {
    let context = schemas.get(role);
    if (!context) {
      context = { schema: buildRoleSchema(model, role), access: tableAccess(model, role) };
      schemas.set(role, context);
    }
    return context;
  }

  async function executeQuery(plans: RootPlan[], session: Session, context: ReturnType<typeof roleContext>, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): Promise<string> {
    const compiled = plans.map((plan) => compileRoot(plan, session, context.access, model.tables));
    const results = await Promise.all(plans.map(async (plan, index): Promise<string> => {
      const statement = compiled[index];
      if (statement) {
        statementCount += 1;
        try {
          const result = await options.db.query<{ root: string | null }>(statement.sql, statement.params);
          return result.rows[0]?.root ?? 'null';
        } catch (error) {
          throw databaseError(error);
        }
      }
      switch (plan.kind) {
        case 'typename':
          return JSON.stringify(plan.value);
        case 'constant':
          return JSON.stringify(plan.value);
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

  async function handleOne(body: unknown, headers: RequestHeaders): Promise<string> {
    const request = readRequest(body);
    const session = await options.sessions.resolve(headers);
    let document: DocumentNode;
    try {
      document = parse(request.query);
    } catch {
      throw new GraphqlError('validation-failed', 'not a valid graphql query', '$.query');
    }
    const context = roleContext(session.role);
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
    const variables = readVariables(context.schema, operation, request.variables);
    if (operation.operation !== 'query') {
      throw new GraphqlError('validation-failed', `no ${operation.operation === 'mutation' ? 'mutations' : 'subscriptions'} exist`, '$');
    }
    const plans = planQuery({ schema: context.schema, access: context.access, operation, fragments, variables });
    return executeQuery(plans, session, context, document, operation, variables.values);
  }

  async function answer(body: unknown, headers: RequestHeaders): Promise<string> {
    try {
      return await handleOne(body, headers);
    } catch (error) {
      if (error instanceof GraphqlError) return errorBody([error]);
      if (error instanceof SessionError) return errorBody([new GraphqlError(error.code, error.message, '$')]);
      throw error;
    }
  }

  return {
    get statementCount() {
      return statementCount;
    },
    schemaFor: (role) => roleContext(role).schema,
    async handle(rawBody, headers) {
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
        const answers = await Promise.all(body.map((item) => answer(item, headers)));
        return { status: 200, body: `[${answers.join(',')}]` };
      }
      return { status: 200, body: await answer(body, headers) };
    },
  };
}
