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
    for (const url of ['/v1/graphql', '/v1alpha1/graphql']) {
      scope.post(url, { bodyLimit: options.bodyLimit }, async (request, reply) => {
        const response = await engine.handle(request.body ?? '', request.headers);
        return reply.code(response.status).type('application/json; charset=utf-8').send(response.body);
      });
    }
  });
}
