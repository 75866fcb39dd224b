import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT_DIR } from '../../src/config/paths.ts';

/** Ports this process has handed out: the kernel may offer a port again once its probe socket closed. */
const handedOut = new Set<number>();

/** A port the kernel offers for a listener on the loopback interface right now. */
function probePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A free TCP port on the loopback interface, never one this process handed out before: a test that reserves a port
 * for a server it starts later (the external engine's) must not see another of its servers given the same port.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await probePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM and wait for exit; resolves the exit code. */
  stop(): Promise<number | null>;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function spawnStart(env: Record<string, string>): ChildProcess {
  // Exactly what `npm start` runs, without npm in between so signals reach the server.
  return spawn(process.execPath, [join(ROOT_DIR, 'scripts', 'start.mjs')], {
    cwd: ROOT_DIR,
    env: { ...process.env, HOST: '127.0.0.1', HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts `npm start` with env and resolves once `readyPath` (default /healthz) answers 200. */
export async function startServer(env: Record<string, string>, timeoutMs = 180_000, readyPath = '/healthz'): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawnStart({ ...env, PORT: String(port) });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let running = true;
  void exited.then(() => (running = false));
  while (running) {
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!running) throw new Error(`server exited before it was healthy:\n${output}`);
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Runs `npm start` expecting it to stop by itself (bad configuration); kills it after timeoutMs. */
export async function runStartToExit(env: Record<string, string>, timeoutMs = 60_000): Promise<RunResult> {
  const child = spawnStart({ PORT: String(await freePort()), ...env });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

/**
 * The environment several instances of one site share (the three secrets every instance needs alike), started
 * from the TypeScript sources without a build, each calling its own action handlers, quiet.
 */
export function sharedInstanceEnv(name: string, adminSecret = `${name}-admin-${randomUUID()}`): Record<string, string> {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return {
    HASURA_GRAPHQL_ADMIN_SECRET: adminSecret,
    ACTIONS_SECRET: `${name}-actions-${randomUUID()}`,
    AUTH_JWT_PRIVATE_KEY: privateKey,
    // The TypeScript sources, so the code under test runs, and no build of the site.
    SKIP_BUILD: '1',
    SKIP_BUNDLE: '1',
    // Each server's scheduler and engine call its own action handlers; none from the test's environment.
    ACTIONS_BASE_URL: '',
    HASURA_GRAPHQL_JWT_SECRET: '',
    LOG_LEVEL: '',
  };
}
