// A member's daily upload budget: at most `count` images and `bytes` bytes per UTC day, two exact budgets
// (security.budgets, buckets upload-count and upload-bytes, keyed by the user id) shared by every instance.
// Refused uploads count too, so a member over the limit cannot keep the image processing busy.
import type { Queryable } from '../db/index.ts';
import { createBudget, type BudgetDecision } from '../limits/budget.ts';
import { StorageError } from './errors.ts';

const DAY_SECONDS = 86_400;
/** Images a member who has not confirmed their address may upload per UTC day (an avatar; issue 32). */
export const UNVERIFIED_DAILY_IMAGES = 3;

export interface UploadBudgets {
  /** Counts one image against the member; throws `upload-limit` (429) beyond the daily count. */
  takeImage(userId: string): Promise<void>;
  /** Counts the upload's bytes against the member; throws `upload-limit` (429) beyond the daily bytes. */
  takeBytes(userId: string, bytes: number): Promise<void>;
  /** Counts one image of a member who has not confirmed their address; throws `email-unverified` (403) beyond 3 a day. */
  takeUnverifiedImage(userId: string): Promise<void>;
}

function refuse(decision: BudgetDecision, what: string): StorageError {
  const hours = Math.ceil(decision.retryAfterSeconds / 3600);
  return new StorageError(
    'upload-limit',
    `You have reached today's upload limit of ${what}; try again in about ${hours} hour${hours === 1 ? '' : 's'}.`,
    {
      retryAfterSeconds: decision.retryAfterSeconds,
    },
  );
}

/** The two daily budgets of config.limits.uploadLimitCount and uploadLimitBytes. */
export function createUploadBudgets(db: Queryable, limits: { count: number; bytes: number }): UploadBudgets {
  const images = createBudget(db, { bucket: 'upload-count', limit: limits.count, windowSeconds: DAY_SECONDS });
  const bytes = createBudget(db, { bucket: 'upload-bytes', limit: limits.bytes, windowSeconds: DAY_SECONDS });
  const unverified = createBudget(db, { bucket: 'upload-count-unverified', limit: UNVERIFIED_DAILY_IMAGES, windowSeconds: DAY_SECONDS });
  const megabytes = Math.round((limits.bytes / 1024 / 1024) * 10) / 10;
  return {
    async takeImage(userId) {
      const decision = await images.take(userId);
      if (!decision.allowed) throw refuse(decision, `${limits.count} images`);
    },
    async takeBytes(userId, size) {
      const decision = await bytes.take(userId, size);
      if (!decision.allowed) throw refuse(decision, `${megabytes} MB`);
    },
    async takeUnverifiedImage(userId) {
      const decision = await unverified.take(userId);
      if (!decision.allowed)
        throw new StorageError(
          'email-unverified',
          `Confirm your email address to upload more than ${UNVERIFIED_DAILY_IMAGES} images a day.`,
        );
    },
  };
}
