// The failed sign-in limit on the real app: per email (a few free failures, then a growing wait, then a lock)
// and per client address; the clock is moved with fake Date timers instead of waiting. The counters live in
// the database, so two limiters on one database (two server instances) enforce one limit, bursts included.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignInLimiter, type SignInLimiter } from '../../src/auth/sign-in-limiter.ts';
import type { Database } from '../../src/db/types.ts';
import { backends } from '../db/fixtures.ts';
import { PASSWORD, startAuthApp, type AuthApp } from './auth-app.ts';

let auth: AuthApp;
let now = Date.now();

beforeAll(async () => {
  auth = await startAuthApp();
});

afterAll(async () => {
  await auth?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(seconds: number): void {
  now += seconds * 1000;
  vi.setSystemTime(now);
}

function freezeClock(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  now = Date.now();
  vi.setSystemTime(now);
}

describe('failed sign-ins per email', () => {
  it('answers three failures, then makes the next attempt wait, even with the right password', async () => {
    freezeClock();
    const { session } = await auth.signUp();
    const email = session.user.email;
    for (let i = 0; i < 3; i += 1) expect((await auth.signIn(email, 'wrong password', '10.9.0.1')).status).toBe(401);
    const refused = await auth.signIn(email, PASSWORD, '10.9.0.2');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'too-many-attempts', retryAfter: 1 });
    expect(refused.headers['retry-after']).toBe('1');
    advance(1);
    expect((await auth.signIn(email, PASSWORD, '10.9.0.2')).status).toBe(200);
    // The success cleared the count: three free failures again.
    for (let i = 0; i < 3; i += 1) expect((await auth.signIn(email, 'wrong password', '10.9.0.1')).status).toBe(401);
    expect((await auth.signIn(email, 'wrong password', '10.9.0.1')).status).toBe(429);
  });

  it('doubles the wait after each further failure, then locks the email for 15 minutes', async () => {
    freezeClock();
    const { session } = await auth.signUp();
    const email = session.user.email;
    const waits: number[] = [];
    let failures = 0;
    while (waits.at(-1) !== 900) {
      const answer = await auth.signIn(email, 'wrong password', '10.9.1.1');
      if (answer.status === 429) {
        waits.push(answer.body.error.retryAfter ?? 0);
        if (waits.at(-1) !== 900) advance(answer.body.error.retryAfter ?? 0);
      } else {
        expect(answer.status).toBe(401);
        failures += 1;
      }
    }
    expect(failures).toBe(10);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 900]);
    advance(899);
    expect((await auth.signIn(email, PASSWORD, '10.9.1.1')).body.error.code).toBe('too-many-attempts');
    advance(1);
    expect((await auth.signIn(email, PASSWORD, '10.9.1.1')).status).toBe(200);
  });

  it('limits an unknown email the same way, so the limit tells nothing about accounts', async () => {
    freezeClock();
    for (let i = 0; i < 3; i += 1) expect((await auth.signIn('ghost@example.com', PASSWORD, '10.9.2.1')).status).toBe(401);
    expect((await auth.signIn('ghost@example.com', PASSWORD, '10.9.2.1')).body.error).toMatchObject({
      code: 'too-many-attempts',
      retryAfter: 1,
    });
  });
});

describe('failed sign-ins per client address', () => {
  it('locks an address after 30 failures over any emails; other addresses are unaffected', async () => {
    freezeClock();
    const { session } = await auth.signUp();
    for (let i = 0; i < 30; i += 1) {
      expect((await auth.signIn(`spray.${i}@example.com`, 'Password1', '10.9.3.1')).status).toBe(401);
    }
    const locked = await auth.signIn(session.user.email, PASSWORD, '10.9.3.1');
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({ code: 'too-many-attempts', retryAfter: 900 });
    expect((await auth.signIn(session.user.email, PASSWORD, '10.9.3.2')).status).toBe(200);
  });
});

describe.each(backends().map((backend) => [backend.name, backend] as const))('two limiters on one %s database', (name, backend) => {
  let first: SignInLimiter;
  let second: SignInLimiter;
  const email = () => `burst.${randomUUID()}@example.com`;
  let addresses = 0;
  const address = () => `2001:db8::${(addresses += 1).toString(16)}`;

  beforeAll(async () => {
    if (!backend.available) return;
    await backend.prepare();
    const db: Database = await backend.migrated();
    first = createSignInLimiter(db);
    // PGlite has one connection: both limiters share it. PostgreSQL: two pools, as two servers have.
    second = createSignInLimiter(name === 'postgres' ? await backend.reopen(db, 10) : db);
  }, 180_000);

  afterAll(() => backend.dispose(), 60_000);

  it.skipIf(!backend.available)('lets three of a burst of parallel attempts on both through, and makes the rest wait', async () => {
    freezeClock();
    const target = email();
    const waits = await Promise.all(Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? first : second).begin(target, address())));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
    expect(waits.filter((wait) => wait === 1)).toHaveLength(9);
  });

  it.skipIf(!backend.available)(
    "counts one address's failures over both, and a success on one clears the email for the other",
    async () => {
      freezeClock();
      const sprayer = address();
      for (let i = 0; i < 30; i += 1) expect(await (i % 2 === 0 ? first : second).begin(email(), sprayer)).toBe(0);
      expect(await first.begin(email(), sprayer)).toBe(900);
      expect(await second.begin(email(), sprayer)).toBe(900);

      const member = email();
      const home = address();
      for (let i = 0; i < 3; i += 1) expect(await first.begin(member, home)).toBe(0);
      expect(await second.begin(member, home)).toBe(1);
      await first.succeeded(member, home);
      for (let i = 0; i < 3; i += 1) expect(await second.begin(member, home)).toBe(0);
    },
  );
});
