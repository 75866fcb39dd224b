import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, readFileSync, rmSync } from 'node:fs';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

const BIN_DIR = '/usr/lib/postgresql/15/bin';
const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 30_000;
const POLL_INTERVAL_MS = 100;
const STOP_TIMEOUT_MS = 10_000;
const LOG_LIMIT = 64 * 1024;
const PORT_ATTEMPTS = 3;

export interface PostgresServer {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

/** True when the Debian PostgreSQL 15 server binaries are installed. */
export function hasPostgres15(): boolean {
  try {
    for (const name of ['initdb', 'postgres']) accessSync(join(BIN_DIR, name), constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

interface Owner {
  uid: number;
  gid: number;
}

const isRoot = (): boolean => process.getuid?.() === 0;

function postgresOwner(): Owner {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch (error) {
    throw new Error('Running as root, but there is no `postgres` user to run the PostgreSQL server as', {
      cause: error,
    });
  }
}

async function chownRecursive(path: string, owner: Owner): Promise<void> {
  await chown(path, owner.uid, owner.gid);
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await chownRecursive(child, owner);
    else await chown(child, owner.uid, owner.gid);
  }
}

// initdb and postgres refuse to run as root, so as root they go through runuser.
function command(binary: string, args: string[]): [string, string[]] {
  const path = join(BIN_DIR, binary);
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

function run(binary: string, args: string[], cwd: string): Promise<void> {
  const [file, argv] = command(binary, args);
  return new Promise((resolve, reject) => {
    execFile(file, argv, { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${binary} failed: ${error.message}\n${stdout}${stderr}`.trim(), { cause: error }));
      else resolve();
    });
  });
}

async function initdb(dataDir: string, cwd: string): Promise<void> {
  const base = ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--encoding=UTF8', '--no-sync', '--no-instructions'];
  try {
    await run('initdb', [...base, '--locale=C.UTF-8'], cwd);
  } catch (utf8Error) {
    // Minimal images may lack the C.UTF-8 locale; plain C still gives a UTF8-encoded cluster.
    await rm(dataDir, { recursive: true, force: true });
    try {
      await run('initdb', [...base, '--locale=C'], cwd);
    } catch (cError) {
      const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
      throw new Error(`${message(cError)}\n(with --locale=C.UTF-8 it had failed too: ${message(utf8Error)})`, {
        cause: cError,
      });
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('could not pick a free port'))));
    });
  });
}

function tail(log: string, lines = 40): string {
  return log.trimEnd().split('\n').slice(-lines).join('\n');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function urlFor(port: number, database: string): string {
  return `postgres://postgres@${HOST}:${port}/${encodeURIComponent(database)}`;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

interface Running {
  child: ChildProcess;
  dataDir: string;
  tempDir: string;
  exited: Promise<void>;
  log(): string;
}

const live = new Set<Running>();

/**
 * The postmaster's own pid. As root the child is runuser, which forks and does not pass SIGINT on
 * (on SIGTERM it sends postgres SIGTERM, a smart shutdown, and SIGKILLs it 2 s later), so shutdown
 * signals go to the pid postgres records in postmaster.pid, as pg_ctl does.
 */
function postmasterPid(running: Running): number | undefined {
  if (!isRoot()) return running.child.pid;
  try {
    const pid = Number(readFileSync(join(running.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function signal(pid: number | undefined, sig: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(pid, sig);
  } catch {
    // Already gone.
  }
}

let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Only synchronous work is possible here. SIGQUIT (immediate shutdown) rather than SIGKILL, so the
  // postmaster still takes its backends down and releases its shared memory.
  process.on('exit', () => {
    for (const running of live) {
      const pid = postmasterPid(running);
      if (pid === undefined) signal(running.child.pid, 'SIGTERM');
      else signal(pid, 'SIGQUIT');
      try {
        rmSync(running.tempDir, { recursive: true, force: true });
      } catch {
        // Best effort: the server may still be deleting its own files.
      }
    }
  });
}

function spawnPostgres(dataDir: string, tempDir: string, port: number, settings: Record<string, string> = {}): Running {
  const [file, argv] = command('postgres', [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    `listen_addresses=${HOST}`,
    '-c',
    `unix_socket_directories=${dataDir}`,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ]);
  const child = spawn(file, argv, { cwd: tempDir, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-LOG_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // A forgotten stop() must not keep the test runner alive; the exit hook still cleans up.
  child.unref();
  (child.stdout as Socket | null)?.unref();
  (child.stderr as Socket | null)?.unref();
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  child.once('error', (error) => collect(Buffer.from(`\nspawn error: ${error.message}\n`)));
  return { child, dataDir, tempDir, exited, log: () => log };
}

async function shutdown(running: Running): Promise<void> {
  const { child } = running;
  if (child.exitCode === null && child.signalCode === null) {
    const pid = postmasterPid(running);
    if (pid === undefined) signal(child.pid, 'SIGTERM');
    else signal(pid, 'SIGINT');
    let timer: NodeJS.Timeout | undefined;
    const killed = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        signal(postmasterPid(running), 'SIGKILL');
        signal(child.pid, 'SIGKILL');
        resolve();
      }, STOP_TIMEOUT_MS);
    });
    await Promise.race([running.exited, killed]);
    clearTimeout(timer);
    await running.exited;
  }
  live.delete(running);
}

type ReadyResult = 'ready' | 'exited' | 'timeout';

async function waitUntilReady(running: Running, port: number): Promise<ReadyResult> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let gone = false;
  void running.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) return 'exited';
    const client = new Client({ connectionString: urlFor(port, 'postgres'), connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.end();
      return 'ready';
    } catch {
      await client.end().catch(() => undefined);
    }
    await sleep(POLL_INTERVAL_MS);
  }
  return gone ? 'exited' : 'timeout';
}

/**
 * Starts a throwaway PostgreSQL 15 on 127.0.0.1 with a fresh data dir; resolves when it accepts connections. On a
 * free port the system picks, or on `port` when given (one attempt); `settings`: more server settings (`-c`).
 */
export async function startPostgres(
  options: { database?: string; port?: number; settings?: Record<string, string> } = {},
): Promise<PostgresServer> {
  if (!hasPostgres15()) {
    throw new Error(`PostgreSQL 15 server binaries not found in ${BIN_DIR}; install the postgresql-15 package`);
  }
  const database = options.database ?? 'postgres';
  const tempDir = await mkdtemp(join(tmpdir(), 'pg15-'));
  const dataDir = join(tempDir, 'data');
  let running: Running | undefined;
  try {
    if (isRoot()) await chownRecursive(tempDir, postgresOwner());
    await initdb(dataDir, tempDir);
    installExitHook();

    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = options.port ?? (await freePort());
      running = spawnPostgres(dataDir, tempDir, port, options.settings);
      live.add(running);
      const result = await waitUntilReady(running, port);
      if (result === 'ready') break;
      const log = running.log();
      await shutdown(running);
      // Another process can grab the probed port before postgres binds it; try a fresh one.
      if (
        result === 'exited' &&
        options.port === undefined &&
        attempt < PORT_ATTEMPTS &&
        /could not (bind|create any TCP\/IP sockets)/.test(log)
      ) {
        continue;
      }
      const reason =
        result === 'timeout'
          ? `did not accept connections on ${HOST}:${port} within ${READY_TIMEOUT_MS / 1000} s`
          : `exited before accepting connections (exit code ${running.child.exitCode}, signal ${running.child.signalCode})`;
      throw new Error(`PostgreSQL 15 ${reason}. Server output:\n${tail(log)}`);
    }

    const server = running;
    let stopping: Promise<void> | undefined;
    const handle: PostgresServer = {
      url: urlFor(port, database),
      port,
      dataDir,
      stop: () =>
        (stopping ??= (async () => {
          await shutdown(server);
          await rm(tempDir, { recursive: true, force: true });
        })()),
    };
    if (database !== 'postgres') await createDatabase(handle, database);
    return handle;
  } catch (error) {
    if (running) await shutdown(running);
    await rm(tempDir, { recursive: true, force: true });
    throw error;
  }
}

/** Creates an empty database on the server and returns its URL (for per-test isolation). */
export async function createDatabase(server: PostgresServer, name: string): Promise<string> {
  await withClient(urlFor(server.port, 'postgres'), (client) => client.query(`create database ${quoteIdent(name)}`));
  return urlFor(server.port, name);
}
