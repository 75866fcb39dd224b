import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { commentTextMaxLength, discussionErrorText } from '@/entities/discussion';
import { useSession } from '@/entities/session';
import { TextComposer } from '@/shared/ui/text-composer';
import { CommentDiscussionMutation } from '../api/commentDiscussionMutation';

export interface CommentDiscussionFormProps {
  discussionId: string;
  /** Opens the sign-in dialog, offered to visitors. */
  onSignIn: () => void;
}

/** The comment box under a discussion: members comment; visitors are offered the sign-in dialog. */
export function CommentDiscussionForm({ discussionId, onSignIn }: CommentDiscussionFormProps) {
  const { t } = useTranslation('discussion');
  const signedIn = Boolean(useSession().user);
  const [, comment] = useMutation(CommentDiscussionMutation);

  const submit = async (content: string) => {
    const { error } = await comment({ discussionId, content });
    if (!error) return null;
    const message = discussionErrorText(error, t);
    return t('commentForm.failed', { message });
  };

  return (
    <TextComposer
      label={t('commentForm.label')}
      placeholder={signedIn ? t('commentForm.placeholder') : t('commentForm.signedOutPlaceholder')}
      submitLabel={t('commentForm.submit')}
      submittingLabel={t('commentForm.submitting')}
      maxLength={commentTextMaxLength}
      rows={2}
      locked={signedIn ? undefined : { message: t('signInPrompt'), actionLabel: t('signIn'), onAction: onSignIn }}
      onSubmit={submit}
    />
  );
}
