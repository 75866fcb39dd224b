import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useLanguage } from '@/shared/lib/i18n';
import { Alert, RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { SelectField } from '@/shared/ui/select-field';
import { Skeleton } from '@/shared/ui/skeleton';
import { NotificationMailSettingsQuery, NotificationMailSettingsSaveMutation } from '../api/notificationMailQueries';
import { Fields, Heading, Section } from './EmailNotificationsSection.styles';

const TYPES = ['mentions', 'replies', 'comments'] as const;
type MailType = (typeof TYPES)[number];
type Choice = 'instant' | 'daily' | 'off';
const CHOICES: readonly Choice[] = ['instant', 'daily', 'off'];
const DEFAULTS: Record<MailType, Choice> = { mentions: 'instant', replies: 'instant', comments: 'daily' };

const asChoice = (value: string | undefined, fallback: Choice): Choice =>
  (CHOICES as readonly string[]).includes(value ?? '') ? (value as Choice) : fallback;

interface Stored {
  mentions: string;
  replies: string;
  comments: string;
  weekly_digest: boolean;
}

/** The form, started from the stored choices when it mounts (or the defaults); later answers (its own save) leave it as it is. */
function SettingsForm({ stored }: { stored: Stored | undefined }) {
  const { t } = useTranslation('notification-mail');
  const language = useLanguage();
  const [saving, save] = useMutation(NotificationMailSettingsSaveMutation);
  const [choices, setChoices] = useState<Record<MailType, Choice>>(() => ({
    mentions: asChoice(stored?.mentions, DEFAULTS.mentions),
    replies: asChoice(stored?.replies, DEFAULTS.replies),
    comments: asChoice(stored?.comments, DEFAULTS.comments),
  }));
  const [weekly, setWeekly] = useState(stored?.weekly_digest ?? true);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const answer = await save({ ...choices, weeklyDigest: weekly, language });
    if (!answer.error) setSaved(true);
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Fields>
        {TYPES.map((type) => (
          <SelectField
            key={type}
            label={t(`types.${type}`)}
            value={choices[type]}
            onChange={(event) => {
              setSaved(false);
              setChoices((current) => ({ ...current, [type]: asChoice(event.target.value, DEFAULTS[type]) }));
            }}
          >
            {CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`choices.${choice}`)}
              </option>
            ))}
          </SelectField>
        ))}
        <Checkbox
          label={t('weekly')}
          checked={weekly}
          onChange={(event) => {
            setSaved(false);
            setWeekly(event.target.checked);
          }}
        />
      </Fields>
      {saving.error && <Alert>{t('saveError', { message: apiErrorMessage(saving.error) })}</Alert>}
      {saved && <Alert tone="info">{t('saved')}</Alert>}
      <Button type="submit" disabled={saving.fetching}>
        {t('save')}
      </Button>
    </form>
  );
}

/**
 * The profile's "Email notifications": each type at once, in a daily summary or off, and the weekly digest. Mail
 * comes in the site's language at the time of saving. Mailed links to the preferences open #email-notifications.
 */
export function EmailNotificationsSection() {
  const { t } = useTranslation('notification-mail');
  const [result, reexecute] = useQuery({ query: NotificationMailSettingsQuery });
  const stored = result.data?.notification_email_settings[0];
  return (
    <Section id="email-notifications" aria-labelledby="email-notifications-heading">
      <Heading id="email-notifications-heading">{t('heading')}</Heading>
      <p>{t('intro')}</p>
      {result.error ? (
        <RetryAlert retryLabel={t('retry')} onRetry={() => reexecute({ requestPolicy: 'network-only' })}>
          {t('loadError', { message: apiErrorMessage(result.error) })}
        </RetryAlert>
      ) : !result.data ? (
        <Skeleton height="8rem" />
      ) : (
        <SettingsForm stored={stored} />
      )}
    </Section>
  );
}
