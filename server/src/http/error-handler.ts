// The one Fastify error handler of the REST services, registered in the /auth, /storage and /actions scopes:
// a ServiceError is answered with its status and code; the database queue's refusals of the calling client (its
// waiting statements' bound, its database time of the minute) with 429 and when to try again, and a database being
// reopened with 503; Fastify's own client errors (body not JSON, too large, not multipart) are mapped to the scope's
// refusal; anything else is logged and answered 500 `internal-error` without a word of its text.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseBudgetError, DatabaseUnavailableError, QueueFullError } from '../db/client.ts';
import { INTERNAL_ERROR_CODE, internalError, ServiceError } from './service-error.ts';

/**
 * `rest`: `{error: {code, message, ...extra}}` (/auth, /storage). `hasura-action`: Hasura's action error
 * `{message, extensions: {code, ...extra}}`, which the engine (ours or Hasura's) passes through to the client;
 * there an internal failure keeps Hasura's own code for it, `unexpected`.
 */
export type ErrorFormat = 'rest' | 'hasura-action';

export interface ErrorHandlerOptions {
  format: ErrorFormat;
  /** This API's refusal for one of Fastify's own client errors (a 4xx `statusCode`). */
  clientError: (error: FastifyError) => ServiceError;
  /** This API's reading of a library error that is not a ServiceError yet (the multipart parser's limits). */
  translate?: (error: unknown) => ServiceError | undefined;
}

const HASURA_INTERNAL_CODE = 'unexpected';

function body(error: ServiceError, format: ErrorFormat): unknown {
  if (format === 'rest') return { error: { code: error.code, message: error.message, ...error.extra } };
  const code = error.code === INTERNAL_ERROR_CODE ? HASURA_INTERNAL_CODE : error.code;
  return { message: error.message, extensions: { code, ...error.extra } };
}

/** Answers a ServiceError in the given format, with Retry-After when it has one. */
export function sendServiceError(reply: FastifyReply, error: ServiceError, format: ErrorFormat): FastifyReply {
  if (error.retryAfter !== undefined) void reply.header('retry-after', String(error.retryAfter));
  return reply.code(error.status).send(body(error, format));
}

function isClientError(error: unknown): error is FastifyError {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The database queue's refusal of the calling client, or of everyone while the database reopens. */
function databaseRefusal(error: unknown): ServiceError | undefined {
  if (error instanceof QueueFullError || error instanceof DatabaseBudgetError)
    return new ServiceError(error.code, error.message, 429, {}, { retryAfter: error.retryAfterSeconds });
  if (error instanceof DatabaseUnavailableError) return new ServiceError(error.code, error.message, 503, {}, { retryAfter: 5 });
  return undefined;
}

/** What a failed request is answered with; undefined when it is an internal failure. */
function refusalOf(error: unknown, options: ErrorHandlerOptions): ServiceError | undefined {
  if (error instanceof ServiceError) return error;
  const database = databaseRefusal(error);
  if (database) return database;
  const translated = options.translate?.(error);
  if (translated) return translated;
  return isClientError(error) ? options.clientError(error) : undefined;
}

/** Sets the scope's error handler; see the module comment. */
export function registerErrorHandler(scope: FastifyInstance, options: ErrorHandlerOptions): void {
  scope.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const refusal = refusalOf(error, options);
    if (refusal) return sendServiceError(reply, refusal, options.format);
    request.log.error({ err: error, url: request.url }, 'request failed');
    return sendServiceError(reply, internalError(), options.format);
  });
}
