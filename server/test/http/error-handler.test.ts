// The one error handler of /auth, /storage and /actions, on a bare Fastify app: each format's shape, Fastify's own
// client errors, and an unexpected failure that is logged but never reaches the client.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseBudgetError, DatabaseUnavailableError, QueueFullError } from '../../src/db/client.ts';
import { registerErrorHandler, type ErrorFormat } from '../../src/http/error-handler.ts';
import { ServiceError } from '../../src/http/service-error.ts';

const SECRET = 'connection to 10.0.0.7 refused: password hunter2';

describe('registerErrorHandler', () => {
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } } });
    for (const format of ['rest', 'hasura-action'] as ErrorFormat[]) {
      await app.register(
        async (scope) => {
          registerErrorHandler(scope, {
            format,
            clientError: (error) => new ServiceError('invalid-request', `bad body: ${error.message}`, error.statusCode === 413 ? 413 : 400),
          });
          scope.post('/refuse', { bodyLimit: 64 }, async () => {
            throw new ServiceError('too-many-attempts', 'Wait a minute.', 429, { retryAfter: 60 }, { retryAfter: 60 });
          });
          scope.post('/crash', async () => {
            throw new Error(SECRET);
          });
          scope.post('/queue-full', async () => {
            throw new QueueFullError(16);
          });
          scope.post('/over-budget', async () => {
            throw new DatabaseBudgetError(20_000, 42);
          });
          scope.post('/reopening', async () => {
            throw new DatabaseUnavailableError();
          });
        },
        { prefix: `/${format}` },
      );
    }
    await app.ready();
  });

  afterAll(() => app.close());

  const post = (url: string, payload = '{}') =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

  it('answers a ServiceError as {error:{code,message,...extra}} with its status and Retry-After', async () => {
    const response = await post('/rest/refuse');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({ error: { code: 'too-many-attempts', message: 'Wait a minute.', retryAfter: 60 } });
  });

  it("answers the database queue's refusals of the caller 429 with Retry-After, and a reopening database 503", async () => {
    const full = await post('/rest/queue-full');
    expect(full.statusCode).toBe(429);
    expect(full.headers['retry-after']).toBe('1');
    expect(full.json()).toMatchObject({ error: { code: 'too-many-statements' } });
    const spent = await post('/hasura-action/over-budget');
    expect(spent.statusCode).toBe(429);
    expect(spent.headers['retry-after']).toBe('42');
    expect(spent.json()).toMatchObject({ extensions: { code: 'database-budget-exceeded' } });
    const reopening = await post('/rest/reopening');
    expect(reopening.statusCode).toBe(503);
    expect(reopening.headers['retry-after']).toBe('5');
    expect(reopening.json()).toMatchObject({ error: { code: 'database-unavailable' } });
  });

  it("answers Hasura's action error shape on /actions", async () => {
    const response = await post('/hasura-action/refuse');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: 'Wait a minute.', extensions: { code: 'too-many-attempts', retryAfter: 60 } });
  });

  it("maps Fastify's own client errors with the scope's refusal: a body too large, a body that is not JSON", async () => {
    const tooLarge = await post('/rest/refuse', JSON.stringify({ text: 'x'.repeat(100) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: { code: 'invalid-request' } });
    const notJson = await post('/hasura-action/refuse', '{not json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ extensions: { code: 'invalid-request' } });
  });

  it('answers anything else 500 internal-error without its text, and logs it', async () => {
    const rest = await post('/rest/crash');
    expect(rest.statusCode).toBe(500);
    expect(rest.json()).toEqual({ error: { code: 'internal-error', message: 'internal error' } });
    const action = await post('/hasura-action/crash');
    expect(action.statusCode).toBe(500);
    // Hasura's own code for an unexpected failure, which the engine passes through.
    expect(action.json()).toEqual({ message: 'internal error', extensions: { code: 'unexpected' } });
    for (const response of [rest, action]) expect(response.body).not.toContain('hunter2');
    expect(logged.filter((line) => line.includes('hunter2'))).toHaveLength(2);
  });
});
