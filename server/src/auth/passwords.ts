import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let dummyHash: Promise<string> | undefined;

/** An argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/**
 * Whether the password matches the stored hash. Without a hash (unknown email, or an account that has
 * no password) it verifies against a dummy hash, so the answer takes as long and says nothing more.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  const target = storedHash ?? (await dummyHash);
  try {
    const matches = await verify(target, password);
    return matches && storedHash != null;
  } catch {
    // A damaged stored hash cannot match anything.
    return false;
  }
}
