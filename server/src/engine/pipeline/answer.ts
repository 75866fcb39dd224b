// How the engine answers: Hasura's error bodies, the response size cap, and which errors are the
// client's (an error body) rather than the engine's (logged, and a bare internal error).
import { ActionError } from '../actions/index.ts';
import { SessionError } from '../../session/index.ts';
import { GraphqlError } from '../request/errors.ts';
import type { EngineLimits } from './context.ts';

/** What a client gets when the engine itself failed; the cause is logged, never sent. */
export const INTERNAL_ERROR_BODY = JSON.stringify({
  errors: [{ message: 'internal error', extensions: { code: 'unexpected', path: '$' } }],
});

export function errorBody(errors: GraphqlError[]): string {
  return JSON.stringify({ errors: errors.map((error) => (error instanceof ActionError ? error.response() : error.toJSON())) });
}

/** Whether a body is over the response limit; only a body between the bounds has its UTF-8 bytes counted. */
function tooLarge(body: string, limits: EngineLimits): boolean {
  // A UTF-16 unit takes 1 to 3 bytes in UTF-8.
  if (body.length * 3 <= limits.maxResponseBytes) return false;
  return body.length > limits.maxResponseBytes || Buffer.byteLength(body) > limits.maxResponseBytes;
}

/** The body, or the error that replaces one over the response limit. */
export function capped(body: string, limits: EngineLimits): string {
  if (!tooLarge(body, limits)) return body;
  return errorBody([
    new GraphqlError(
      'response-too-large',
      `the response is larger than the limit of ${limits.maxResponseBytes} bytes; ask for fewer rows or fields`,
    ),
  ]);
}

/** Runs `fn`, turning request and session errors into Hasura's error body; an answer over the limit is refused. */
export async function answering(limits: EngineLimits, fn: () => Promise<string>): Promise<string> {
  try {
    return capped(await fn(), limits);
  } catch (error) {
    if (error instanceof GraphqlError) return errorBody([error]);
    if (error instanceof SessionError) return errorBody([new GraphqlError(error.code, error.message, '$')]);
    // The stack overflowed on what the request holds (graphql-js and the compiler recurse): the client's to fix.
    if (error instanceof RangeError)
      return errorBody([new GraphqlError('validation-failed', 'the request is nested too deeply to be processed', '$')]);
    throw error;
  }
}
