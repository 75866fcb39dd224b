// The one Fastify error handler of the scopes that speak Hasura's APIs (/v1/graphql, the metadata API, the
// pass-through to an external Hasura): a body over the scope's limit is 413 `request-too-large`, Fastify's other
// refusals of a request (a Content-Length that does not match the body, say) are the client's `bad-request` with
// their status, and anything else is logged and answered as the scope's own failure, never with its text.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { errorBodyOf } from '../engine/index.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A refusal as a Hasura API sends it. */
export interface HasuraRefusal {
  status: number;
  code: string;
  message: string;
}

/** Hasura's GraphQL `{"errors":[...]}` with one error at `$`. */
export function sendGraphqlError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).type(JSON_TYPE).send(errorBodyOf(code, message));
}

export interface HasuraErrorOptions {
  /** The scope's largest body, named in the 413 answer. */
  bodyLimit: number;
  /** What the scope answers when it failed itself (its cause is logged with `logMessage`). */
  failure: HasuraRefusal;
  logMessage: string;
  /** Sends a refusal in the scope's body shape; Hasura's GraphQL errors body unless given (the metadata API's). */
  send?: (reply: FastifyReply, refusal: HasuraRefusal) => FastifyReply;
  /** Answers the errors the scope throws on purpose (the metadata API's refusals); undefined for the others. */
  answer?: (reply: FastifyReply, error: unknown) => FastifyReply | undefined;
}

/** Sets the scope's error handler. */
export function setHasuraErrorHandler(scope: FastifyInstance, options: HasuraErrorOptions): void {
  const send = options.send ?? ((reply, refusal) => sendGraphqlError(reply, refusal.status, refusal.code, refusal.message));
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const answered = options.answer?.(reply, error);
    if (answered) return answered;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, {
        status: 413,
        code: 'request-too-large',
        message: `the request body is larger than the limit of ${options.bodyLimit} bytes`,
      });
    }
    // Fastify's own refusals (a bad Content-Length, say) are the client's and say so; anything else is the scope's.
    const status = error.statusCode ?? 500;
    if (status < 500) return send(reply, { status, code: 'bad-request', message: error.message });
    request.log.error({ err: error }, options.logMessage);
    return send(reply, options.failure);
  });
}
