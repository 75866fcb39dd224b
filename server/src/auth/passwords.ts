import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { createLimiter } from '../limits/limiter.ts';
import { AuthError } from './errors.ts';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * argon2's concurrency budget. The library hashes on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says
 * otherwise), which file reads and DNS look-ups share, on cores the main thread and the database need: at most
 * `concurrency` hashes run at once, at most `maxWaiting` more wait for a turn (in arrival order), and beyond that
 * one is refused at once with `too-many-requests` and a 1 s Retry-After, never left hanging. A sign-in refused so
 * is not a failed attempt (the sign-in limiter only frees its slot). 128 waiting is about 3 s of hashing on two
 * cores: a burst of a whole office signing in at once (40 in the sign-in limit test) waits, it is not refused.
 */
export const ARGON2_LIMITS = { concurrency: 2, maxWaiting: 128 } as const;

const hashes = createLimiter(ARGON2_LIMITS.concurrency);

/** Hashes running and waiting now. */
export function argon2Status(): { running: number; waiting: number } {
  return { running: hashes.active, waiting: hashes.waiting };
}

async function inTurn<T>(fn: () => Promise<T>): Promise<T> {
  if (hashes.active >= ARGON2_LIMITS.concurrency && hashes.waiting >= ARGON2_LIMITS.maxWaiting) {
    throw new AuthError('too-many-requests', 'The server is busy checking passwords; try again in a second.', { retryAfter: 1 });
  }
  return hashes.run(fn);
}

let dummyHash: Promise<string> | undefined;

/** An argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`). */
export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, HASH_OPTIONS));
}

/**
 * Whether the password matches the stored hash. Without a hash (unknown email, or an account that has
 * no password) it verifies against a dummy hash, so the answer takes as long and says nothing more.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  // Made outside the budget: a refusal must not be kept as the dummy hash.
  dummyHash ??= hash(randomBytes(32).toString('base64url'), HASH_OPTIONS);
  const target = storedHash ?? (await dummyHash);
  return inTurn(async () => {
    try {
      const matches = await verify(target, password);
      return matches && storedHash != null;
    } catch {
      // A damaged stored hash cannot match anything.
      return false;
    }
  });
}
