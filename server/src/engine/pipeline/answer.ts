// How the engine answers: Hasura's error bodies, the response size cap, and which errors are the
// client's (an error body) rather than the engine's (logged, and a bare internal error).
import { SessionError } from '../../session/index.ts';
import { errorsBody, GraphqlError } from '../errors.ts';
import type { ReadKeys } from '../cache/writes.ts';
import type { EngineLimits } from './context.ts';

/** The answer to one operation. */
export interface OperationAnswer {
  /** JSON text. */
  body: string;
  /** Hasura's HTTP status for it where statuses are not all 200 (/v1alpha1/graphql): 200, or its error's. */
  status: number;
  /** Response headers (a @cached query's). */
  headers: Record<string, string>;
  /** A query's: what its answer read, worked out when asked. */
  reads?: () => Promise<ReadKeys | undefined>;
}

/** The answer of a request error. */
export function errorAnswer(error: GraphqlError): OperationAnswer {
  return { body: errorsBody([error]), status: error.status, headers: {} };
}

/** Whether a body is over the response limit; only a body between the bounds has its UTF-8 bytes counted. */
function tooLarge(body: string, limits: EngineLimits): boolean {
  // A UTF-16 unit takes 1 to 3 bytes in UTF-8.
  if (body.length * 3 <= limits.maxResponseBytes) return false;
  return body.length > limits.maxResponseBytes || Buffer.byteLength(body) > limits.maxResponseBytes;
}

export function responseTooLarge(limits: EngineLimits): GraphqlError {
  return new GraphqlError(
    'response-too-large',
    `the response is larger than the limit of ${limits.maxResponseBytes} bytes; ask for fewer rows or fields`,
  );
}

/** The body, or the error that replaces one over the response limit. */
export function capped(body: string, limits: EngineLimits): string {
  return tooLarge(body, limits) ? errorsBody([responseTooLarge(limits)]) : body;
}

/** A failure that is the client's, as Hasura's error; undefined for the engine's own failures. */
export function requestError(error: unknown): GraphqlError | undefined {
  if (error instanceof GraphqlError) return error;
  if (error instanceof SessionError) return new GraphqlError(error.code, error.message, '$', error.status);
  // The stack overflowed on what the request holds (graphql-js and the compiler recurse): the client's to fix.
  if (error instanceof RangeError) return new GraphqlError('validation-failed', 'the request is nested too deeply to be processed', '$');
  return undefined;
}

/** The headers of an answer that has none (shared: never written to). */
const NO_HEADERS: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** A request or session error as Hasura's error answer; anything else is thrown on. */
export function refusedAnswer(error: unknown): OperationAnswer {
  const refusal = requestError(error);
  if (!refusal) throw error;
  return errorAnswer(refusal);
}

/**
 * Runs `fn`, turning request and session errors into Hasura's error answer; an answer over the limit is refused.
 * Anything else is the engine's failure and is rejected with. No `async` frame: `fn`'s promise is the only one
 * awaited (an error it throws before its promise is handled the same way).
 */
export function answering(
  limits: EngineLimits,
  fn: () => Promise<{ body: string; headers?: Record<string, string>; reads?: () => Promise<ReadKeys | undefined> }>,
): Promise<OperationAnswer> {
  let pending: ReturnType<typeof fn>;
  try {
    pending = fn();
  } catch (error) {
    pending = Promise.reject(error as Error);
  }
  return pending.then(({ body, headers = NO_HEADERS, reads }) => {
    if (tooLarge(body, limits)) return errorAnswer(responseTooLarge(limits));
    return reads ? { body, status: 200, headers, reads } : { body, status: 200, headers };
  }, refusedAnswer);
}
