// The REST services' statements (sign-in, sign-up, tokens, account pages, uploads) are counted for the address that
// asked: they wait in its lane of the database queue, bounded and budgeted as its GraphQL requests are. As the
// server's own work they all waited in one lane, served one turn a round like a single client: under a hundred
// readers a sign-in took seconds (docs/benchmarks.md), and one address's stream of sign-in attempts delayed every
// other address's sign-ins and uploads. The queue's refusals are answered 429 by error-handler.ts.
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { addressClientKey, withDatabaseClient } from '../db/client.ts';

/** Runs each route registered in `scope` from now on (its child scopes' too) as the asking address's database client. */
export function countRoutesForAddress(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    const operation = `${route.method} ${route.url}`;
    route.handler = function (request, reply) {
      return withDatabaseClient({ key: addressClientKey(request.ip), role: 'rest', operation }, () => handler.call(this, request, reply));
    };
  });
}
