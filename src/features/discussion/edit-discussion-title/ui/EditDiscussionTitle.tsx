import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { discussionErrorText, discussionTitleMaxLength } from '@/entities/discussion';
import { siteAdminContext } from '@/shared/api';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { TextField } from '@/shared/ui/text-field';
import { EditDiscussionTitleMutation } from '../api/editDiscussionTitleMutation';

export interface EditDiscussionTitleProps {
  id: string;
  /** The title as it is now. */
  title: string;
  /** A moderator retitling someone else's thread: saved as site_admin. */
  asModerator?: boolean;
}

/** "Edit title": the author (or a moderator) renames a thread, within the limits of a new one (1 to 120 characters, one line). */
export function EditDiscussionTitle({ id, title, asModerator = false }: EditDiscussionTitleProps) {
  const { t } = useTranslation('discussion');
  const format = useLocaleFormat();
  const [open, setOpen] = useState<{ id: string } | null>(null);
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [, edit] = useMutation(EditDiscussionTitleMutation);
  // Typed line breaks cannot be kept in a title: they become spaces, as the database keeps one line.
  const next = value.replace(/\s+/g, ' ').trim();
  const tooLong = next.length > discussionTitleMaxLength;
  const lengths = { length: format.number(next.length), max: format.number(discussionTitleMaxLength) };
  const close = () => {
    setOpen(null);
    setError(null);
  };

  return (
    <>
      <Button
        variant="ghost"
        onClick={() => {
          setValue(title);
          setOpen({ id });
        }}
      >
        {t('editTitle.action')}
      </Button>
      <ConfirmDialog
        target={open}
        title={t('editTitle.title')}
        message={t(asModerator ? 'editTitle.moderatorText' : 'editTitle.text')}
        confirmLabel={t('editTitle.save')}
        busyLabel={t('edit.saving')}
        cancelLabel={t('edit.cancel')}
        closeLabel={t('report.close')}
        error={error}
        confirmDisabled={next.length === 0 || tooLong || next === title}
        onCancel={close}
        onConfirm={async (target) => {
          const { data, error: failure } = await edit({ id: target.id, title: next }, asModerator ? siteAdminContext : undefined);
          if (failure) setError(t('edit.failed', { message: discussionErrorText(failure, t) }));
          else if (!data?.update_discussions_by_pk) setError(t('edit.gone'));
          else close();
        }}
      >
        <TextField
          label={t('discussionForm.title')}
          value={value}
          required
          autoComplete="off"
          hint={t('discussionForm.titleHint', lengths)}
          error={tooLong ? t('discussionForm.titleTooLong', lengths) : next.length === 0 ? t('discussionForm.titleRequired') : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}
