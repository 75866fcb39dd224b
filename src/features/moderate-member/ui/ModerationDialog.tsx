import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { SelectField } from '@/shared/ui/select-field';
import { TextArea } from '@/shared/ui/text-area';
import { SUSPENSION_DAYS } from '../lib/suspensionEnd';
import type { ModerationInput, ModerationRequest } from '../model/useModerateMember';
import { Fields } from './ModerationDialog.styles';

const NOTE_MAX = 500;

export interface ModerationDialogProps {
  /** The action to confirm; null keeps the dialog closed. */
  request: ModerationRequest | null;
  /** Why the last attempt failed. */
  error?: string | null;
  onCancel: () => void;
  /** Runs the action with the moderator's note (and length); the owner closes the dialog when it succeeds. */
  onConfirm: (request: ModerationRequest, input: ModerationInput) => Promise<unknown>;
}

/**
 * The moderator's confirmation of hide, warn (about an item or the member), suspend or unsuspend, naming the member: a note the member is told
 * (needed to warn or suspend, optional to hide) and, to suspend, for how long.
 */
export function ModerationDialog({ request, error, onCancel, onConfirm }: ModerationDialogProps) {
  const { t } = useTranslation('admin');
  const [note, setNote] = useState('');
  const [days, setDays] = useState<number>(7);
  const kind = request?.kind ?? 'hide';
  const needsNote = kind === 'warn' || kind === 'suspend';
  // A warning from the users page or the member's page is about the member, not an item.
  const texts = kind === 'warn' && !request?.item ? 'warnMember' : kind;
  const reset = () => {
    setNote('');
    setDays(7);
  };

  return (
    <ConfirmDialog
      target={request}
      title={t(`moderation.${texts}.title`)}
      message={t(`moderation.${texts}.text`, { name: request?.memberName ?? '' })}
      confirmLabel={t(`moderation.${texts}.confirm`)}
      busyLabel={t('moderation.saving')}
      cancelLabel={t('moderation.cancel')}
      closeLabel={t('moderation.close')}
      error={error}
      confirmDisabled={needsNote && note.trim() === ''}
      onCancel={() => {
        reset();
        onCancel();
      }}
      onConfirm={async (target) => {
        await onConfirm(target, { note, days });
        reset();
      }}
    >
      {kind !== 'unsuspend' && (
        <Fields>
          {kind === 'suspend' && (
            <SelectField label={t('moderation.suspend.length')} value={days} onChange={(event) => setDays(Number(event.target.value))}>
              {SUSPENSION_DAYS.map((count) => (
                <option key={count} value={count}>
                  {t('moderation.suspend.days', { count })}
                </option>
              ))}
            </SelectField>
          )}
          <TextArea
            label={t(needsNote ? 'moderation.note' : 'moderation.noteOptional')}
            hint={t('moderation.noteHint', { max: NOTE_MAX })}
            value={note}
            maxLength={NOTE_MAX}
            rows={3}
            required={needsNote}
            onChange={(event) => setNote(event.target.value)}
          />
        </Fields>
      )}
    </ConfirmDialog>
  );
}
