import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withFileLock } from './database.ts';

// Test files run in parallel processes; a missing template is built by one of them while the others wait.
describe('the template lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chainpulse-template-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lets one holder in at a time, and releases the lock when the work throws', async () => {
    const lock = join(dir, 'serial.lock');
    const events: string[] = [];
    const work = (name: string) =>
      withFileLock(lock, async () => {
        events.push(`${name} in`);
        for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
        events.push(`${name} out`);
        return name;
      });
    expect(await Promise.all([work('a'), work('b'), work('c')])).toEqual(['a', 'b', 'c']);
    expect(events).toHaveLength(6);
    for (let index = 0; index < events.length; index += 2) {
      expect(events[index + 1]).toBe(events[index]!.replace(' in', ' out'));
    }
    await expect(withFileLock(lock, () => Promise.reject(new Error('build failed')))).rejects.toThrow('build failed');
    expect(existsSync(lock)).toBe(false);
  });

  it('waits while another process holds it, and takes over the lock of a process that died', async () => {
    const lock = join(dir, 'shared.lock');
    // Another process takes the lock as withFileLock does and holds it until its stdin closes.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs');
         fs.writeFileSync(process.argv[1], String(process.pid), { flag: 'wx' });
         process.stdout.write('held\\n');
         process.stdin.on('end', () => { fs.rmSync(process.argv[1]); process.exit(0); }).resume();`,
        lock,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    expect(Number(readFileSync(lock, 'utf8'))).toBe(holder.pid);

    let entered = false;
    const waiting = withFileLock(lock, async () => {
      entered = true;
      return Number(readFileSync(lock, 'utf8'));
    });
    // Several turns of the event loop and polls of the lock later, it still waits.
    for (let poll = 0; poll < 3; poll++) await new Promise((resolve) => setTimeout(resolve, 150));
    expect(entered).toBe(false);
    holder.stdin.end();
    expect(await waiting).toBe(process.pid);
    expect(existsSync(lock)).toBe(false);

    // A lock left by a process that is gone (a test file killed while building) does not block anyone.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lock, String(gone));
    expect(await withFileLock(lock, async () => 'taken over')).toBe('taken over');
    expect(existsSync(lock)).toBe(false);
  });
});
