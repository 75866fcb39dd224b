// Step 1: reading a body. Raw JSON text is parsed (Hasura answers an unreadable body with HTTP 200 and
// `invalid-json`), a JSON array is a batch (at most `batchLimit` operations), and each operation must be
// `{query, variables?, operationName?}` with variables checked before anything recurses into them.
import { GraphqlError } from '../request/errors.ts';
import { checkVariables, MAX_INPUT_DEPTH, nestsDeeperThan } from '../request/input-guard.ts';

export interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

/** A body's own levels above a variable's value: a batch's array, the operation, its `variables`. */
const BODY_LEVELS = 3;

/** The parsed body, or the error that answers it. */
export function parseBody(rawBody: unknown): { body: unknown } | { error: GraphqlError } {
  if (typeof rawBody !== 'string') return { body: rawBody };
  if (nestsDeeperThan(rawBody, MAX_INPUT_DEPTH + BODY_LEVELS)) {
    return { error: new GraphqlError('validation-failed', `the request body nests deeper than ${MAX_INPUT_DEPTH} levels`, '$') };
  }
  try {
    return { body: JSON.parse(rawBody) };
  } catch (error) {
    return { error: new GraphqlError('invalid-json', `Error in $: ${(error as Error).message}`, '$') };
  }
}

/** Refuses a batch of more operations than the limit. */
export function checkBatch(batch: unknown[], batchLimit: number): GraphqlError | undefined {
  if (batch.length <= batchLimit) return undefined;
  return new GraphqlError('validation-failed', `a batch holds ${batch.length} operations, more than the limit of ${batchLimit}`, '$');
}

/** One operation of a body. */
export function readRequest(body: unknown): GraphqlRequest {
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
