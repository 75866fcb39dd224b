// SIGTERM on a real `npm start` process: idle keep-alive sockets are closed at once (not after Node's
// keepAliveTimeout), and a client that keeps a request open cannot hold the process: it exits within
// SHUTDOWN_TIMEOUT_MS, saying so.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RawClient } from './subscriptions/ws-clients.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';

const workDir = mkdtempSync(join(tmpdir(), 'chainpulse-shutdown-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
});

/** Resolves the exit code once the process has exited. */
function exitOf(process: ServerProcess): Promise<number | null> {
  return new Promise((resolve) => process.child.once('exit', (code) => resolve(code)));
}

/** GET /healthz over a keep-alive agent; resolves the socket the agent keeps open afterwards. */
function keepAliveRequest(url: string): Promise<Socket> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    const request = get(`${url}/healthz`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(request.socket as Socket));
    });
    request.on('error', reject);
  });
}

describe('shutdown', () => {
  it('exits cleanly (code 0) with an idle keep-alive socket and a live WebSocket held open by their clients', async () => {
    server = await startServer({ DATA_DIR: join(workDir, 'clean'), SKIP_BUILD: '1', SHUTDOWN_TIMEOUT_MS: '60000' });
    const idle = await keepAliveRequest(server.url);
    const ws = await RawClient.open(`${server.url.replace('http', 'ws')}/v1/graphql`, 'graphql-transport-ws');
    await ws.init();
    const exited = exitOf(server);
    server.child.kill('SIGTERM');
    // Long before the 60 s bound: nothing is in flight, so nothing holds the close.
    expect(await exited).toBe(0);
    expect(idle.destroyed).toBe(true);
    expect((await ws.closed).code).toBe(1001);
    expect(server.output()).not.toContain('still busy');
  }, 240_000);

  it('closes idle keep-alive sockets at once, and exits within the bound while a client holds a request open', async () => {
    server = await startServer({ DATA_DIR: join(workDir, 'data'), SKIP_BUILD: '1', SHUTDOWN_TIMEOUT_MS: '3000' });
    const idle = await keepAliveRequest(server.url);
    expect(idle.destroyed).toBe(false);
    // A request whose headers never end: it keeps its connection busy.
    const port = Number(new URL(server.url).port);
    const slow = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
    slow.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n');

    const events: string[] = [];
    const idleClosed = new Promise<void>((resolve) =>
      idle.once('close', () => {
        events.push('idle socket closed');
        resolve();
      }),
    );
    const exited = new Promise<number | null>((resolve) =>
      server!.child.once('exit', (code) => {
        events.push('exited');
        resolve(code);
      }),
    );
    server.child.kill('SIGTERM');
    await idleClosed;
    const code = await exited;
    // The idle socket went first, while the busy one still held the close; then the bound ended the process.
    expect(events).toEqual(['idle socket closed', 'exited']);
    expect(code).toBe(1);
    expect(server.output()).toContain('SIGTERM: shutting down');
    expect(server.output()).toContain('SIGTERM: still busy after 3000 ms; exiting now');
    slow.destroy();
  }, 240_000);
});
