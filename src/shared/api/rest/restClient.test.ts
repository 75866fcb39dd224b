// Against a real HTTP server on 127.0.0.1 (Node's http), not a mock of fetch: what the client sends and how it
// reads each answer. The server allows the test page's origin, as the site's own origin needs no CORS.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, postJson } from './restClient';
import { RestError } from './restError';

interface Received {
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
const received: Received[] = [];

function answer(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
  });
  response.end(body);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'OPTIONS') return answer(response, 204, '');
      received.push({ method: request.method ?? '', headers: request.headers, body: Buffer.concat(chunks).toString() });
      if (request.url === '/ok') return answer(response, 200, JSON.stringify({ session: { accessToken: 'a' } }));
      if (request.url === '/created') return answer(response, 201, JSON.stringify({ url: '/storage/images/x.png', path: 'x.png' }));
      if (request.url === '/limited')
        return answer(response, 429, JSON.stringify({ error: { code: 'too-many-attempts', message: 'Wait.', retryAfter: 90 } }));
      if (request.url === '/too-large')
        return answer(response, 413, JSON.stringify({ error: { code: 'file-too-large', message: 'Smaller, please.' } }));
      return answer(response, 502, '<html>Bad gateway</html>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function refusal(promise: Promise<unknown>): Promise<RestError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof RestError)) throw new Error(`expected a RestError, got ${String(error)}`);
  return error;
}

describe('postJson', () => {
  it('POSTs JSON with the given headers and resolves with the JSON answer', async () => {
    const answerBody = await postJson<{ session: { accessToken: string } }>(
      `${base}/ok`,
      { email: 'a@b.c' },
      { headers: { 'x-requested-with': 'chainpulse' } },
    );
    expect(answerBody).toEqual({ session: { accessToken: 'a' } });
    const request = received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-requested-with']).toBe('chainpulse');
    expect(JSON.parse(request.body)).toEqual({ email: 'a@b.c' });
  });

  it('reads {error:{code,message,retryAfter}} into a RestError with the status', async () => {
    const error = await refusal(postJson(`${base}/limited`, {}));
    expect(error).toMatchObject({ code: 'too-many-attempts', message: 'Wait.', status: 429, retryAfter: 90 });
  });

  it('gives `unknown` for an answer that explains nothing, and `network-error` when nothing answers', async () => {
    expect(await refusal(postJson(`${base}/other`, {}))).toMatchObject({ code: 'unknown', status: 502 });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await refusal(postJson(`http://127.0.0.1:${port}/gone`, {}, { service: 'sign-in service' }))).toMatchObject({
      code: 'network-error',
      message: 'The sign-in service could not be reached.',
      status: 0,
    });
  });
});

describe('postForm', () => {
  it('POSTs multipart/form-data with the given headers and resolves with the JSON answer', async () => {
    const form = new FormData();
    form.append('folder', 'blog');
    const image = await postForm(`${base}/created`, form, { headers: { authorization: 'Bearer t' } });
    expect(image).toEqual({ url: '/storage/images/x.png', path: 'x.png' });
    const request = received.at(-1)!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.authorization).toBe('Bearer t');
    expect(request.body).toContain('name="folder"');
  });

  it('reads a refusal into a RestError', async () => {
    const error = await refusal(postForm(`${base}/too-large`, new FormData()));
    expect(error).toMatchObject({ code: 'file-too-large', message: 'Smaller, please.', status: 413 });
  });
});
