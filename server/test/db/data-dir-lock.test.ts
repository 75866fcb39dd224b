// The DATA_DIR lock (server.pid) after the server holding it was killed (kill -9, a crash, a power loss): the next
// start takes it over when its process is gone, is a zombie nobody reaped, or its pid was given to another
// process, and when the file is empty; it still refuses while the server that wrote it runs. Each server here is
// a child process that takes the lock with the real lockDataDir.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../src/config/paths.ts';
import { lockDataDir, prepareDataDir, type DataDir } from '../../src/db/data-dir.ts';

const DATA_DIR_MODULE = pathToFileURL(join(ROOT_DIR, 'server', 'src', 'db', 'data-dir.ts')).href;
/** Takes the lock of DATA_DIR (given in the environment), says so, and runs until killed. */
const LOCK_AND_WAIT = `
  import { lockDataDir, prepareDataDir } from ${JSON.stringify(DATA_DIR_MODULE)};
  lockDataDir(prepareDataDir(process.env.LOCK_DATA_DIR));
  console.log('locked ' + process.pid);
  setInterval(() => undefined, 60_000);
`;
const NODE_ARGS = ['--import', 'tsx', '--input-type=module', '-e', LOCK_AND_WAIT];
const hasProc = existsSync('/proc/self/stat');

const workDir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
const children: ChildProcess[] = [];
let dirs = 0;

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

function newDataDir(): DataDir {
  dirs += 1;
  return prepareDataDir(join(workDir, `data-${dirs}`));
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts `file args` and resolves the pid of the process that took the lock once it has. */
function startLocker(dir: DataDir, file: string, args: string[]): Promise<{ child: ChildProcess; lockerPid: number }> {
  const child = spawn(file, args, { cwd: ROOT_DIR, env: { ...process.env, LOCK_DATA_DIR: dir.root }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const locked = /locked (\d+)/.exec(output);
      if (locked) resolve({ child, lockerPid: Number(locked[1]) });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => reject(new Error(`the locking process ended:\n${output}`)));
  });
}

/** A server (a process holding the lock) that is then killed with SIGKILL. */
async function killedServer(dir: DataDir): Promise<void> {
  const { child } = await startLocker(dir, process.execPath, NODE_ARGS);
  child.kill('SIGKILL');
  await exited(child);
}

const lockFile = (dir: DataDir) => join(dir.root, 'server.pid');
const lockedPid = (dir: DataDir) => Number(readFileSync(lockFile(dir), 'utf8').split('\n')[0]);

describe('the DATA_DIR lock', () => {
  it('refuses DATA_DIR while the server that took it runs', async () => {
    const dir = newDataDir();
    const { lockerPid } = await startLocker(dir, process.execPath, NODE_ARGS);
    expect(() => lockDataDir(dir)).toThrow(expect.objectContaining({ code: 'data-dir-locked' }));
    expect(lockedPid(dir)).toBe(lockerPid);
  });

  it('takes over the lock of a server killed with SIGKILL', async () => {
    const dir = newDataDir();
    await killedServer(dir);
    const unlock = lockDataDir(dir);
    expect(lockedPid(dir)).toBe(process.pid);
    unlock();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it.skipIf(!hasProc)('takes over the lock of a killed server that its parent has not reaped (a zombie)', async () => {
    const dir = newDataDir();
    // The shell becomes `sleep`, which never waits for its child: the killed server stays a zombie.
    const { lockerPid } = await startLocker(dir, 'sh', ['-c', '"$0" "$@" & exec sleep 60', process.execPath, ...NODE_ARGS]);
    process.kill(lockerPid, 'SIGKILL');
    const stat = () => readFileSync(`/proc/${lockerPid}/stat`, 'utf8');
    while (!/\) Z /.test(stat())) await new Promise((resolve) => setTimeout(resolve, 10));
    lockDataDir(dir)();
  });

  it.skipIf(!hasProc)('takes over the lock of a killed server whose pid now belongs to another process', async () => {
    const dir = newDataDir();
    await killedServer(dir);
    // The pid is reused: the lock names a live process, started at another time than the server that wrote it.
    const [, startTime] = readFileSync(lockFile(dir), 'utf8').split('\n');
    expect(startTime).toMatch(/^\d+$/);
    const other = spawn('sleep', ['60']);
    children.push(other);
    writeFileSync(lockFile(dir), `${other.pid}\n${startTime}\n`);
    lockDataDir(dir)();
  });

  it('takes over an empty lock file (a crash while it was written), which named no process', () => {
    const dir = newDataDir();
    writeFileSync(lockFile(dir), '');
    lockDataDir(dir)();
  });

  it('still refuses a lock of the older format (the pid alone) that names a live process', () => {
    const dir = newDataDir();
    const other = spawn('sleep', ['60']);
    children.push(other);
    writeFileSync(lockFile(dir), `${other.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(expect.objectContaining({ code: 'data-dir-locked' }));
  });
});
