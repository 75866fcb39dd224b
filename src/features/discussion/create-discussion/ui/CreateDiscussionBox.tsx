import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { discussionErrorText, discussionTextMaxLength } from '@/entities/discussion';
import { useSession } from '@/entities/session';
import { useLanguage } from '@/shared/lib/i18n';
import { TextComposer } from '@/shared/ui/text-composer';
import { CreateDiscussionMutation } from '../api/createDiscussionMutation';
import { Box, Heading } from './CreateDiscussionBox.styles';

export interface CreateDiscussionBoxProps {
  /** Opens the sign-in dialog, offered to visitors. */
  onSignIn: () => void;
}

/** The 'Start a discussion' box: members post; visitors see why they cannot and can sign in. */
export function CreateDiscussionBox({ onSignIn }: CreateDiscussionBoxProps) {
  const { t } = useTranslation('discussion');
  const headingId = useId();
  const signedIn = Boolean(useSession().user);
  const [, create] = useMutation(CreateDiscussionMutation);
  const language = useLanguage();

  const submit = async (content: string) => {
    const { error } = await create({ content, language });
    if (!error) return null;
    const message = discussionErrorText(error, t);
    return t('discussionForm.failed', { message });
  };

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('discussionForm.heading')}</Heading>
      <TextComposer
        label={t('discussionForm.label')}
        placeholder={signedIn ? t('discussionForm.placeholder') : t('discussionForm.signedOutPlaceholder')}
        submitLabel={t('discussionForm.submit')}
        submittingLabel={t('discussionForm.submitting')}
        maxLength={discussionTextMaxLength}
        locked={signedIn ? undefined : { message: t('signInPrompt'), actionLabel: t('signIn'), onAction: onSignIn }}
        onSubmit={submit}
      />
    </Box>
  );
}
