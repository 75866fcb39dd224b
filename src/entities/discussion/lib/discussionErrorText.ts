import type { TFunction } from 'i18next';
import type { CombinedError } from 'urql';
import { apiErrorText, refusedByPermission, refusedConstraint } from '@/shared/lib/api-error';

/**
 * A failed forum read or write as the member should read it (refused login, unreachable service, a member's
 * budget of writes spent, a suspended member, a reply to a hidden comment, a write on what moderators hid or its author unpublished,
 * else the API's message). A member who has not confirmed their address is refused every public write by the same
 * permission check (issue 32): `emailUnverified` says so instead.
 */
export function discussionErrorText(error: CombinedError, t: TFunction<'discussion'>, options: { emailUnverified?: boolean } = {}): string {
  const constraint = refusedConstraint(error.graphQLErrors[0]?.message ?? '');
  if (constraint?.endsWith('_budget')) return t('errors.budget');
  // A moderator suspended the member (triggers *_member_suspended, migration 1795305603300).
  if (constraint?.endsWith('_member_suspended')) return t('errors.suspended');
  if (constraint === 'discussion_comments_reply_to_hidden') return t('errors.replyToHidden');
  if (refusedByPermission(error)) return options.emailUnverified ? t('errors.confirmEmail') : t('errors.notOpen');
  return apiErrorText(error, { authFailed: t('errors.authFailed'), unavailable: t('errors.unavailable') });
}
