import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  discussionErrorText,
  discussionTextMaxLength,
  discussionTitleMaxLength,
  discussionTopics,
  useComposerCounter,
  useMentionSource,
  type DiscussionTopic,
} from '@/entities/discussion';
import { useSession } from '@/entities/session';
import { useLanguage } from '@/shared/lib/i18n';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { SelectField } from '@/shared/ui/select-field';
import { TextComposer } from '@/shared/ui/text-composer';
import { TextField } from '@/shared/ui/text-field';
import { CreateDiscussionMutation } from '../api/createDiscussionMutation';
import { Box, Heading } from './CreateDiscussionBox.styles';

export interface CreateDiscussionBoxProps {
  /** Opens the sign-in dialog, offered to visitors. */
  onSignIn: () => void;
  /** The topic chosen first (the forum's topic filter, when one is in force). */
  topic?: DiscussionTopic | null;
}

/**
 * The 'Start a discussion' box: a title (required, its length counted), a topic and the text (counted, @mentions
 * offered); members post; visitors see why they cannot and can sign in.
 */
export function CreateDiscussionBox({ onSignIn, topic: initialTopic }: CreateDiscussionBoxProps) {
  const { t } = useTranslation('discussion');
  const headingId = useId();
  const { user } = useSession();
  const signedIn = Boolean(user);
  const [, create] = useMutation(CreateDiscussionMutation);
  const language = useLanguage();
  const format = useLocaleFormat();
  const counter = useComposerCounter();
  const mentionSource = useMentionSource();
  const [title, setTitle] = useState('');
  const [topic, setTopic] = useState<DiscussionTopic>(initialTopic ?? 'general');
  const [titleTouched, setTitleTouched] = useState(false);
  const titleLength = title.trim().length;
  const titleTooLong = titleLength > discussionTitleMaxLength;
  const lengths = { length: format.number(titleLength), max: format.number(discussionTitleMaxLength) };
  const titleError = titleTooLong
    ? t('discussionForm.titleTooLong', lengths)
    : titleTouched && titleLength === 0
      ? t('discussionForm.titleRequired')
      : undefined;

  const submit = async (content: string) => {
    const { error } = await create({ title: title.trim(), topic, content, language });
    if (!error) {
      setTitle('');
      setTitleTouched(false);
      return null;
    }
    const message = discussionErrorText(error, t, { emailUnverified: user?.emailVerified !== true });
    return t('discussionForm.failed', { message });
  };

  const locked = !signedIn;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('discussionForm.heading')}</Heading>
      <TextComposer
        label={t('discussionForm.label')}
        placeholder={signedIn ? t('discussionForm.placeholder') : t('discussionForm.signedOutPlaceholder')}
        submitLabel={t('discussionForm.submit')}
        submittingLabel={t('discussionForm.submitting')}
        maxLength={discussionTextMaxLength}
        counter={counter}
        mentions={{ source: mentionSource, label: t('composer.mentions') }}
        ready={titleLength > 0 && !titleTooLong}
        fields={
          <>
            <TextField
              label={t('discussionForm.title')}
              value={title}
              disabled={locked}
              required
              autoComplete="off"
              hint={t('discussionForm.titleHint', lengths)}
              error={titleError}
              onChange={(event) => setTitle(event.target.value)}
              onBlur={() => setTitleTouched(true)}
            />
            <SelectField
              label={t('discussionForm.topic')}
              value={topic}
              disabled={locked}
              onChange={(event) => setTopic(event.target.value as DiscussionTopic)}
            >
              {discussionTopics.map((value) => (
                <option key={value} value={value}>
                  {t(`topics.${value}`)}
                </option>
              ))}
            </SelectField>
          </>
        }
        locked={locked ? { message: t('signInPrompt'), actionLabel: t('signIn'), onAction: onSignIn } : undefined}
        onSubmit={submit}
      />
    </Box>
  );
}
