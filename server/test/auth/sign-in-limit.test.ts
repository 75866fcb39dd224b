// The sign-in limit on the real app: per email from one client address (a few free failures, then a growing
// wait, then a lock of that address for that email, never of the owner elsewhere), per client address, and a
// far higher ceiling per email from all addresses; the clock is moved with fake Date timers instead of waiting. Only completed failures lock;
// attempts in flight only cap a burst with a short retry, so parallel right passwords are never locked out
// while parallel guesses stay limited. The counters live in the database, so two limiters on one database (two
// server instances) enforce one limit, bursts included.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignInLimiter, type SignInLimiter } from '../../src/auth/sign-in-limiter.ts';
import type { Database } from '../../src/db/types.ts';
import { backends } from '../db/fixtures.ts';
import { PASSWORD, startAuthApp, type AuthApp, type ErrorBody } from './auth-app.ts';

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

describe('failed sign-ins per email from one address', () => {
  it('answers three failures, then makes the next attempt from that address wait, even with the right password', async () => {
    freezeClock();
    const { session } = await auth.signUp();
    const email = session.user.email;
    for (let i = 0; i < 3; i += 1) expect((await auth.signIn(email, 'wrong password', '10.9.0.1')).status).toBe(401);
    const refused = await auth.signIn(email, PASSWORD, '10.9.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'too-many-attempts', retryAfter: 1 });
    expect(refused.headers['retry-after']).toBe('1');
    // The owner elsewhere is not slowed down by someone else's guesses.
    expect((await auth.signIn(email, PASSWORD, '10.9.0.2')).status).toBe(200);
    advance(1);
    expect((await auth.signIn(email, PASSWORD, '10.9.0.1')).status).toBe(200);
    // The success cleared the count: three free failures again.
    for (let i = 0; i < 3; i += 1) expect((await auth.signIn(email, 'wrong password', '10.9.0.1')).status).toBe(401);
    expect((await auth.signIn(email, 'wrong password', '10.9.0.1')).status).toBe(429);
  });

  it('doubles the wait after each further failure, then locks the guessing address out of the email for 15 minutes', async () => {
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
    // The owner signs in from every other address meanwhile, at once.
    expect((await auth.signIn(email, PASSWORD, '10.9.1.2')).status).toBe(200);
    expect((await auth.signIn(email, PASSWORD, '2001:db8:91::1')).status).toBe(200);
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

describe('failed sign-ins per email from every address', () => {
  it('locks the email only at its far higher ceiling, reached by guessing from many networks', async () => {
    freezeClock();
    const { session } = await auth.signUp();
    const email = session.user.email;
    // Ten networks, each until its own lock (10 failures, paced through the back-off).
    for (let network = 0; network < 10; network += 1) {
      const address = `10.9.10.${network + 1}`;
      let failures = 0;
      while (failures < 10) {
        const answer = await auth.signIn(email, 'wrong password', address);
        if (answer.status === 401) failures += 1;
        else advance(answer.body.error.retryAfter ?? 0);
      }
      if (network < 9) expect((await auth.signIn(email, PASSWORD, '10.9.11.1')).status).toBe(200);
    }
    expect(await counterOf('email', email)).toMatchObject({ failures: 100 });
    const locked = await auth.signIn(email, PASSWORD, '10.9.11.1');
    expect(locked.body.error).toMatchObject({ code: 'too-many-attempts', retryAfter: 900 });
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

interface SignInFailuresRow {
  failures: number;
  locked_until: Date | null;
  pending: number;
}

async function counterOf(scope: 'address' | 'email' | 'email-address', key: string): Promise<SignInFailuresRow | undefined> {
  const { rows } = await auth.db.query<SignInFailuresRow>(
    'SELECT failures, locked_until, pending FROM security.sign_in_failures WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  return rows[0];
}

/** The answers that are not `status`: each must be a short retry (1 s), never a lock. */
function expectShortRetries(answers: { status: number; body: ErrorBody }[], status: number): number {
  const refused = answers.filter((answer) => answer.status !== status);
  for (const answer of refused) {
    expect(answer).toMatchObject({ status: 429, body: { error: { code: 'too-many-attempts', retryAfter: 1 } } });
  }
  return refused.length;
}

// Repro of a load test: 40 right sign-ins at once from one address locked it for 15 minutes, and 6 at once of
// one account were refused although nothing failed.
describe('bursts of sign-ins through POST /auth/signin', () => {
  it('never locks an address for 40 right sign-ins at once; those over its cap retry in a second', async () => {
    const office = '10.9.4.1';
    const members = await Promise.all(Array.from({ length: 40 }, () => auth.signUp()));
    const emails = members.map(({ session }) => session.user.email);
    const answers = await Promise.all(emails.map((email) => auth.signIn(email, PASSWORD, office)));
    // At most 30 (the failures the address has left before its lock) are in flight at once.
    expect(expectShortRetries(answers, 200)).toBeLessThanOrEqual(10);
    const retried = emails.filter((_, index) => answers[index]!.status !== 200);
    const retries = await Promise.all(retried.map((email) => auth.signIn(email, PASSWORD, office)));
    expect(retries.map((answer) => answer.status)).toEqual(retried.map(() => 200));
    expect(await counterOf('address', office)).toMatchObject({ failures: 0, locked_until: null, pending: 0 });
    expect((await auth.signIn(emails[0]!, PASSWORD, office)).status).toBe(200);
  });

  it('never locks an email for 6 right sign-ins at once; those over its free failures retry in a second', async () => {
    const { session } = await auth.signUp();
    const email = session.user.email;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => auth.signIn(email, PASSWORD, `10.9.4.${10 + index}`)));
    const refused = expectShortRetries(answers, 200);
    expect(refused).toBeLessThanOrEqual(3);
    const retries = await Promise.all(Array.from({ length: refused }, () => auth.signIn(email, PASSWORD, '10.9.4.20')));
    expect(retries.map((answer) => answer.status)).toEqual(retries.map(() => 200));
    expect(await counterOf('email', email)).toMatchObject({ failures: 0, locked_until: null, pending: 0 });
  });

  it('still limits 40 wrong guesses at once from one address: 30 fail at most, then it is locked', async () => {
    const sprayer = '10.9.4.30';
    const guess = (i: number) => auth.signIn(`spray.${i}.${randomUUID()}@example.com`, 'Password1', sprayer);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(i)));
    const refused = answers.filter((answer) => answer.status !== 401);
    expect(answers.length - refused.length).toBeLessThanOrEqual(30);
    // Refused while others were in flight (1 s), or once 30 had failed (the lock: 15 minutes, less the seconds the
    // answers took on a loaded machine).
    const locked = (retryAfter: number | undefined) => retryAfter !== undefined && retryAfter > 840 && retryAfter <= 900;
    for (const answer of refused)
      expect({
        retryAfter: answer.body.error.retryAfter,
        ok: answer.body.error.retryAfter === 1 || locked(answer.body.error.retryAfter),
      }).toMatchObject({ ok: true });
    let last = answers.at(-1)!;
    for (let i = 40; i < 80 && !locked(last.body.error?.retryAfter); i += 1) last = await guess(i);
    expect(await counterOf('address', sprayer)).toMatchObject({ failures: 30, pending: 0 });
    const { session } = await auth.signUp();
    const error = (await auth.signIn(session.user.email, PASSWORD, sprayer)).body.error;
    expect(error).toMatchObject({ code: 'too-many-attempts' });
    expect({ retryAfter: error.retryAfter, locked: locked(error.retryAfter) }).toMatchObject({ locked: true });
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

  /** `count` attempts begun at once, alternately on both limiters. */
  const burst = (count: number, target: (index: number) => [string, string]) =>
    Promise.all(Array.from({ length: count }, (_, index) => (index % 2 === 0 ? first : second).begin(...target(index))));
  const admitted = (waits: number[]) => waits.filter((wait) => wait === 0).length;

  it.skipIf(!backend.available)('lets three of a burst of parallel attempts on both through, and makes the rest wait', async () => {
    freezeClock();
    const target = email();
    const home = address();
    const waits = await burst(12, () => [target, home]);
    expect(admitted(waits)).toBe(3);
    expect(waits.filter((wait) => wait === 1)).toHaveLength(9);
  });

  it.skipIf(!backend.available)('never locks an email for parallel right passwords (6 at once from one address)', async () => {
    freezeClock();
    const member = email();
    const home = address();
    const waits = await burst(6, () => [member, home]);
    expect(waits.toSorted()).toEqual([0, 0, 0, 1, 1, 1]);
    await Promise.all(waits.map((wait) => (wait === 0 ? second.succeeded(member, home) : undefined)));
    // Not a second later: the attempts in flight ended.
    expect(await burst(3, () => [member, home])).toEqual([0, 0, 0]);
    // Other addresses were never held back by these.
    expect(await burst(6, () => [member, address()])).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it.skipIf(!backend.available)('makes attempts wait a second while slow ones of the email are in flight, never longer', async () => {
    freezeClock();
    const member = email();
    const home = address();
    expect(await burst(3, () => [member, home])).toEqual([0, 0, 0]);
    for (let i = 0; i < 20; i += 1) {
      advance(1);
      expect(await (i % 2 === 0 ? first : second).begin(member, home)).toBe(1);
    }
    await Promise.all([0, 1, 2].map(() => first.succeeded(member, home)));
    expect(await second.begin(member, home)).toBe(0);
  });

  it.skipIf(!backend.available)('limits parallel wrong guesses of an email as if they came one by one', async () => {
    freezeClock();
    const target = email();
    const home = address();
    expect(admitted(await burst(12, () => [target, home]))).toBe(3);
    for (let i = 0; i < 3; i += 1) await (i % 2 === 0 ? first : second).failed(target, home);
    expect(await first.begin(target, home)).toBe(1);
    advance(1);
    // After the free failures one guess at a time; the others wait as long as they would if it failed.
    expect((await burst(4, () => [target, home])).toSorted()).toEqual([0, 2, 2, 2]);
    await second.failed(target, home);
    expect(await first.begin(target, home)).toBe(2);
  });

  it.skipIf(!backend.available)('never locks an address for parallel right passwords (40 at once)', async () => {
    freezeClock();
    const office = address();
    const members = Array.from({ length: 40 }, email);
    const waits = await burst(40, (index) => [members[index]!, office]);
    expect(admitted(waits)).toBe(30);
    expect(waits.filter((wait) => wait === 1)).toHaveLength(10);
    await Promise.all(members.map((member, index) => (waits[index] === 0 ? second.succeeded(member, office) : undefined)));
    const retried = members.filter((_, index) => waits[index] !== 0);
    expect(await burst(retried.length, (index) => [retried[index]!, office])).toEqual(retried.map(() => 0));
  });

  it.skipIf(!backend.available)('lets no more parallel wrong guesses from an address through than lock it', async () => {
    freezeClock();
    const sprayer = address();
    const targets = Array.from({ length: 40 }, email);
    const waits = await burst(40, (index) => [targets[index]!, sprayer]);
    expect(admitted(waits)).toBe(30);
    await Promise.all(targets.map((target, index) => (waits[index] === 0 ? first.failed(target, sprayer) : undefined)));
    expect(await second.begin(email(), sprayer)).toBe(900);
  });

  it.skipIf(!backend.available)('frees the slot of an attempt that ended without a verdict, counting nothing', async () => {
    freezeClock();
    const member = email();
    const home = address();
    expect(await burst(3, () => [member, home])).toEqual([0, 0, 0]);
    await Promise.all([first.released(member, home), second.released(member, home), first.released(member, home)]);
    expect(await burst(3, () => [member, home])).toEqual([0, 0, 0]);
  });

  it.skipIf(!backend.available)('forgets attempts in flight 30 s after the newest began (an instance crashed)', async () => {
    freezeClock();
    const target = email();
    const home = address();
    expect(admitted(await burst(3, () => [target, home]))).toBe(3);
    advance(29);
    expect(await first.begin(target, home)).toBe(1);
    advance(1);
    expect(await second.begin(target, home)).toBe(0);
  });

  it.skipIf(!backend.available)(
    "counts one address's failures over both, and a success on one clears the email for the other",
    async () => {
      freezeClock();
      const sprayer = address();
      for (let i = 0; i < 30; i += 1) {
        const [limiter, target] = [i % 2 === 0 ? first : second, email()];
        expect(await limiter.begin(target, sprayer)).toBe(0);
        await limiter.failed(target, sprayer);
      }
      expect(await first.begin(email(), sprayer)).toBe(900);
      expect(await second.begin(email(), sprayer)).toBe(900);

      const member = email();
      const home = address();
      const fail = async (limiter: SignInLimiter) => {
        expect(await limiter.begin(member, home)).toBe(0);
        await limiter.failed(member, home);
      };
      for (let i = 0; i < 3; i += 1) await fail(first);
      expect(await second.begin(member, home)).toBe(1);
      advance(1);
      expect(await first.begin(member, home)).toBe(0);
      await first.succeeded(member, home);
      for (let i = 0; i < 3; i += 1) await fail(second);
      expect(await second.begin(member, home)).toBe(1);
    },
  );
});
