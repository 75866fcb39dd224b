import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  commentTargetColumns,
  commentTextMaxLength,
  discussionErrorText,
  useComposerCounter,
  useMentionSource,
  type CommentTarget,
} from '@/entities/discussion';
import { useSession } from '@/entities/session';
import { TextComposer } from '@/shared/ui/text-composer';
import { CommentDiscussionMutation } from '../api/commentDiscussionMutation';

export interface CommentDiscussionFormProps {
  /** What is commented: a discussion, an article or a blog post. */
  target: CommentTarget;
  /** The comment this one replies to (a reply to a reply attaches to its top-level comment). */
  parentId?: string;
  /** Opens the sign-in dialog, offered to visitors. */
  onSignIn: () => void;
  /** Called once the comment is saved. */
  onSent?: () => void;
}

/** The comment (or reply) box: members comment; visitors are offered the sign-in dialog. */
export function CommentDiscussionForm({ target, parentId, onSignIn, onSent }: CommentDiscussionFormProps) {
  const { t } = useTranslation('discussion');
  const { user } = useSession();
  const signedIn = Boolean(user);
  const [, comment] = useMutation(CommentDiscussionMutation);
  const texts = parentId ? 'replyForm' : 'commentForm';
  const counter = useComposerCounter();
  const mentionSource = useMentionSource();

  const submit = async (content: string) => {
    const { error } = await comment({ object: { ...commentTargetColumns(target), parent_id: parentId, content } });
    if (!error) {
      onSent?.();
      return null;
    }
    const message = discussionErrorText(error, t, { emailUnverified: user?.emailVerified !== true });
    return t(`${texts}.failed`, { message });
  };

  return (
    <TextComposer
      label={t(`${texts}.label`)}
      placeholder={signedIn ? t(`${texts}.placeholder`) : t('commentForm.signedOutPlaceholder')}
      submitLabel={t(`${texts}.submit`)}
      submittingLabel={t('commentForm.submitting')}
      maxLength={commentTextMaxLength}
      counter={counter}
      mentions={{ source: mentionSource, label: t('composer.mentions') }}
      rows={2}
      locked={signedIn ? undefined : { message: t('signInPrompt'), actionLabel: t('signIn'), onAction: onSignIn }}
      onSubmit={submit}
    />
  );
}
