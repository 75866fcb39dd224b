// A throwaway PgBouncer (Debian's `pgbouncer`) in front of a test PostgreSQL, on 127.0.0.1, in transaction mode
// unless told otherwise. As root it runs as the `postgres` user (PgBouncer refuses to run as root).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './server-process.ts';

const BINARY = '/usr/sbin/pgbouncer';
const READY_TIMEOUT_MS = 20_000;

export interface PgBouncer {
  /** postgres:// URL of `database` through the pooler. */
  url: string;
  stop(): Promise<void>;
  output(): string;
}

/** True when Debian's pgbouncer is installed. */
export function hasPgBouncer(): boolean {
  try {
    accessSync(BINARY, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Starts PgBouncer for one database of a PostgreSQL on 127.0.0.1 (trust authentication, as the test servers use),
 * with a small server pool so that clients' statements share server connections.
 */
export async function startPgBouncer(options: {
  postgresPort: number;
  database: string;
  poolMode?: 'transaction' | 'session';
  poolSize?: number;
}): Promise<PgBouncer> {
  const dir = await mkdtemp(join(tmpdir(), 'pgbouncer-'));
  const port = await freePort();
  const ini = join(dir, 'pgbouncer.ini');
  await writeFile(join(dir, 'userlist.txt'), '"postgres" ""\n');
  await writeFile(
    ini,
    [
      '[databases]',
      `${options.database} = host=127.0.0.1 port=${options.postgresPort} dbname=${options.database} user=postgres`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      `pool_mode = ${options.poolMode ?? 'transaction'}`,
      `default_pool_size = ${options.poolSize ?? 4}`,
      'max_client_conn = 500',
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  const root = process.getuid?.() === 0;
  if (root) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    for (const path of [dir, ini, join(dir, 'userlist.txt')]) await chown(path, id('-u'), id('-g'));
  }
  const [file, args] = root ? ['runuser', ['-u', 'postgres', '--', BINARY, ini]] : [BINARY, [ini]];
  const child: ChildProcess = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const collect = (chunk: Buffer) => (log = (log + chunk.toString('utf8')).slice(-32_768));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `postgres://postgres@127.0.0.1:${port}/${options.database}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // As root the child is runuser; pgbouncer is its child and stops with SIGINT sent to both.
      try {
        execFileSync('pkill', ['-INT', '-f', ini]);
      } catch {
        // Already gone.
      }
      child.kill('SIGINT');
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline || child.exitCode !== null) {
        await stop();
        throw new Error(`PgBouncer did not start: ${String(error)}\n${log}`, { cause: error });
      }
      await sleep(100);
    }
  }
  return { url, stop, output: () => log };
}
