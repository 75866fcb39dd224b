import type { FastifyInstance } from 'fastify';
import type { Engine } from '../engine/index.ts';

export interface GraphqlRouteOptions {
  /** Largest request body accepted, in bytes (larger ones get 413). */
  bodyLimit: number;
}

/** POST /v1/graphql (and Hasura's older /v1alpha1/graphql): the body is handed to the engine as text. */
export async function registerGraphql(app: FastifyInstance, engine: Engine, options: GraphqlRouteOptions): Promise<void> {
  await app.register(async (scope) => {
    // The engine parses the body itself, so a malformed one gets Hasura's error rather than Fastify's.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: options.bodyLimit }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: Error & { code?: string; statusCode?: number }, _request, reply) => {
      const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
      const message = tooLarge ? `the request body is larger than the limit of ${options.bodyLimit} bytes` : error.message;
      return reply
        .code(tooLarge ? 413 : (error.statusCode ?? 500))
        .type('application/json; charset=utf-8')
        .send({ errors: [{ message, extensions: { path: '$', code: tooLarge ? 'request-too-large' : 'unexpected' } }] });
    });
    for (const url of ['/v1/graphql', '/v1alpha1/graphql']) {
      scope.post(url, { bodyLimit: options.bodyLimit }, async (request, reply) => {
        const response = await engine.handle(request.body ?? '', request.headers);
        return reply.code(response.status).type('application/json; charset=utf-8').send(response.body);
      });
    }
  });
}
