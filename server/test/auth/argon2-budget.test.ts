// argon2's concurrency budget (auth/passwords.ts): at most ARGON2_LIMITS.concurrency hashes run at once and at most
// ARGON2_LIMITS.maxWaiting wait; one more is refused at once with too-many-requests (429, Retry-After 1), and the
// ones let in all finish with the right answers.
import { describe, expect, it } from 'vitest';
import { ARGON2_LIMITS, argon2Status, hashPassword, verifyPassword } from '../../src/auth/passwords.ts';
import { AuthError } from '../../src/auth/errors.ts';

describe('argon2 concurrency budget', () => {
  it('runs a bounded number of hashes at once, queues a bounded number and refuses the rest at once', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(argon2Status()).toEqual({ running: 0, waiting: 0 });
    const admitted = ARGON2_LIMITS.concurrency + ARGON2_LIMITS.maxWaiting;
    const extra = 3;
    let most = 0;
    const calls = Array.from({ length: admitted + extra }, (_, i) =>
      verifyPassword(stored, i % 2 === 0 ? 'correct horse battery staple' : 'wrong').then(
        (matches) => {
          most = Math.max(most, argon2Status().running);
          return { matches, i };
        },
        (error: unknown) => ({ error, i }),
      ),
    );
    // verifyPassword awaits the dummy hash first: let every call reach the budget.
    for (let turn = 0; turn < 50 && argon2Status().running + argon2Status().waiting < admitted; turn++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(argon2Status().running).toBe(ARGON2_LIMITS.concurrency);
    expect(argon2Status().waiting).toBe(ARGON2_LIMITS.maxWaiting);
    const results = await Promise.all(calls);
    const refused = results.filter((result) => 'error' in result);
    expect(refused).toHaveLength(extra);
    for (const result of refused) {
      const error = (result as { error: unknown }).error;
      expect(error).toBeInstanceOf(AuthError);
      expect((error as AuthError).code).toBe('too-many-requests');
      expect((error as AuthError).status).toBe(429);
      expect((error as AuthError).retryAfter).toBe(1);
    }
    const answered = results.filter((result): result is { matches: boolean; i: number } => 'matches' in result);
    expect(answered).toHaveLength(admitted);
    for (const result of answered) expect(result.matches).toBe(result.i % 2 === 0);
    expect(most).toBeLessThanOrEqual(ARGON2_LIMITS.concurrency);
    expect(argon2Status()).toEqual({ running: 0, waiting: 0 });
  });
});
