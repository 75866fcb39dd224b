import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage, refusedConstraint } from '@/shared/lib/api-error';
import { ModerateMemberActionMutation } from '../api/moderateMemberQueries';
import { suspensionEnd } from '../lib/suspensionEnd';

/** The reported item an action is about: a discussion, a comment or a blog post. */
export type ModeratedItem = { kind: 'discussion' | 'comment' | 'blogPost'; id: string };

/**
 * What a moderator is about to do: hide an item, warn its author, warn a member (no item: from the users page or the
 * member's page), suspend or unsuspend a member.
 */
export type ModerationRequest =
  | { kind: 'hide' | 'warn'; item: ModeratedItem; memberName: string }
  | { kind: 'warn' | 'suspend' | 'unsuspend'; memberId: string; memberName: string; item?: ModeratedItem };

/** The moderator's input: a note (the reason the member is told) and, for a suspension, its length in days. */
export interface ModerationInput {
  note: string;
  days: number;
}

const itemColumn = { discussion: 'discussion_id', comment: 'comment_id', blogPost: 'blog_post_id' } as const;

/** Writes one moderation action as site_admin; `error` tells why the last one failed, in the reader's language. */
export function useModerateMember() {
  const { t } = useTranslation('admin');
  const [state, moderate] = useMutation(ModerateMemberActionMutation);
  const [error, setError] = useState<string | null>(null);

  const run = async (request: ModerationRequest, input: ModerationInput): Promise<boolean> => {
    setError(null);
    const note = input.note.trim();
    const target = {
      ...('memberId' in request && { member_id: request.memberId }),
      ...(request.item && { [itemColumn[request.item.kind]]: request.item.id }),
    };
    const action = {
      kind: request.kind,
      ...target,
      ...(note && { note }),
      ...(request.kind === 'suspend' && { suspended_until: suspensionEnd(input.days) }),
    };
    const result = await moderate({ action }, siteAdminContext);
    if (!result.error) return true;
    const constraint = refusedConstraint(apiErrorMessage(result.error));
    setError(
      constraint === 'moderation_actions_not_admin'
        ? t('moderation.errors.admin')
        : t('moderation.errors.failed', { message: apiErrorMessage(result.error) }),
    );
    return false;
  };

  return { run, pending: state.fetching, error, clearError: () => setError(null) };
}
