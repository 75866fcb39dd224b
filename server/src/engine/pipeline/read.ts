// Step 1: reading a body. Raw JSON text is parsed (an unreadable body is `invalid-json`), a JSON array is a batch
// (at most `batchLimit` operations), and the whole body must be Hasura's GQLBatchedReqs: `{query, variables?,
// operationName?}` or an array of them. Hasura decodes it with aeson in one go (Transport/HTTP/Protocol.hs), so
// one malformed operation refuses the whole body with aeson's message as `parse-failed` at its JSON path, and
// variables are checked before anything recurses into them.
import { GraphqlError } from '../errors.ts';
import { parseJsonKeepingNumbers } from '../schema/exact-numbers.ts';
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
    return { body: parseJsonKeepingNumbers(rawBody) };
  } catch (error) {
    return { error: new GraphqlError('invalid-json', `Error in $: ${(error as Error).message}`, '$') };
  }
}

/** Refuses a batch of more operations than the limit. */
export function checkBatch(batch: unknown[], batchLimit: number): GraphqlError | undefined {
  if (batch.length <= batchLimit) return undefined;
  return new GraphqlError('validation-failed', `a batch holds ${batch.length} operations, more than the limit of ${batchLimit}`, '$');
}

/** aeson's name for the JSON type of a value, in its "expected X, but encountered Y" messages. */
function jsonType(value: unknown): string {
  if (value === null) return 'Null';
  if (Array.isArray(value)) return 'Array';
  return { string: 'String', number: 'Number', boolean: 'Boolean' }[typeof value as 'string'] ?? 'Object';
}

const parseFailed = (message: string, path: string) => new GraphqlError('parse-failed', message, path);

const mismatch = (type: string, expected: string, value: unknown, path: string) =>
  parseFailed(`parsing ${type} failed, expected ${expected}, but encountered ${jsonType(value)}`, path);

// GraphQL's Name, which graphql-parser-hs checks operation and variable names against.
const NAME = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

/** aeson's path of an object key: `.key`, or `['key']` when it is not an identifier. */
const keyPath = (path: string, key: string) => (/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(key) ? `${path}.${key}` : `${path}['${key}']`);

/** One operation of a body at `path` (`$`, or `$[i]` in a batch), decoded as Hasura's GQLReq. */
export function readRequest(body: unknown, path = '$'): GraphqlRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw mismatch('Hasura.GraphQL.Transport.HTTP.Protocol.GQLReq(GQLReq)', 'Object', body, path);
  }
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (operationName !== undefined && operationName !== null) {
    if (typeof operationName !== 'string') throw mismatch('Name', 'String', operationName, `${path}.operationName`);
    if (!NAME.test(operationName)) throw parseFailed(`${operationName} is not valid GraphQL name`, `${path}.operationName`);
  }
  if (query === undefined) throw parseFailed('key "query" not found', path);
  if (typeof query !== 'string') throw mismatch('Text', 'String', query, `${path}.query`);
  if (variables !== undefined && variables !== null) {
    if (typeof variables !== 'object' || Array.isArray(variables)) throw mismatch('HashMap', 'Object', variables, `${path}.variables`);
    for (const name of Object.keys(variables)) {
      if (!NAME.test(name)) throw parseFailed(`${name} is not valid GraphQL name`, keyPath(`${path}.variables`, name));
    }
  }
  // Before anything recurses into the variables (coercion, the cache key's JSON.stringify).
  checkVariables((variables ?? {}) as Record<string, unknown>);
  return { query, variables: (variables ?? {}) as Record<string, unknown>, operationName: operationName ?? undefined };
}

/** A body's operations: one, or a batch's in order. */
export function readBody(body: unknown): GraphqlRequest | GraphqlRequest[] {
  if (!Array.isArray(body)) return readRequest(body);
  return body.map((item, index) => readRequest(item, `$[${index}]`));
}

/** Bodies read before, kept (oldest dropped first) by their text; longer bodies are read each time. */
const READ_BODIES = 256;
const READ_BODY_MAX_LENGTH = 16 * 1024;

export interface BodyReader {
  /** A body's operations (throws the GraphqlError that answers it). */
  read(rawBody: unknown): GraphqlRequest | GraphqlRequest[];
}

/**
 * Reads bodies, keeping what a single operation's text read to: the site sends the same few documents over and over,
 * and a body read before skips parsing, the depth scan and the checks, and hands the engine the same request object
 * (whose key in the compiled-query cache is then worked out once, plan.ts). Only bodies that read without error are
 * kept; the kept requests are never changed (nothing in the pipeline writes to a request or its variables).
 */
export function createBodyReader(batchLimit: number): BodyReader {
  const kept = new Map<string, GraphqlRequest>();
  return {
    read(rawBody) {
      const keepable = typeof rawBody === 'string' && rawBody.length <= READ_BODY_MAX_LENGTH;
      if (keepable) {
        const request = kept.get(rawBody);
        if (request) return request;
      }
      const parsed = parseBody(rawBody);
      if ('error' in parsed) throw parsed.error;
      const tooMany = Array.isArray(parsed.body) ? checkBatch(parsed.body, batchLimit) : undefined;
      if (tooMany) throw tooMany;
      const requests = readBody(parsed.body);
      if (keepable && !Array.isArray(requests)) {
        if (kept.size >= READ_BODIES) kept.delete(kept.keys().next().value!);
        kept.set(rawBody, requests);
      }
      return requests;
    },
  };
}
