import type { CombinedError } from 'urql';
import type { ConstraintName } from '@/shared/config';
import { classifyFailure } from '@/shared/lib/classify-failure';

/** Why the database refused a save, in words the admin can act on (keys of admin-categories:reasons). */
export type RefusalReason = 'duplicateName' | 'duplicateSlug' | 'invalidSlug' | 'invalidEmail' | 'tooLong';

const CONSTRAINT_REASONS: Partial<Record<ConstraintName, RefusalReason>> = {
  categories_name_key: 'duplicateName',
  categories_slug_key: 'duplicateSlug',
  categories_slug_check: 'invalidSlug',
  categories_name_check: 'tooLong',
  categories_name_zh_check: 'tooLong',
  categories_description_check: 'tooLong',
  authors_email_check: 'invalidEmail',
  authors_name_check: 'tooLong',
  authors_bio_check: 'tooLong',
  authors_expertise_check: 'tooLong',
};

/** The reason of a constraint violation the forms know, by the constraint the database named. */
export function refusalReason(error: CombinedError): RefusalReason | undefined {
  const failure = classifyFailure(error);
  const constraint = failure.kind === 'validation' || failure.kind === 'conflict' ? failure.constraint : undefined;
  return constraint && CONSTRAINT_REASONS[constraint.name];
}
