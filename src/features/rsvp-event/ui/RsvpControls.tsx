import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ToggleChip, ToggleError } from '@/shared/ui/toggle-chip';
import type { RsvpStatus } from '../model/useRsvp';
import { Controls, Row, Status } from './RsvpControls.styles';

export interface RsvpControlsProps {
  /** The member's answer; null when none (or a visitor). */
  status: RsvpStatus | null;
  /** No seat is left: going is offered only to those already going. */
  full?: boolean;
  busy?: boolean;
  error?: string | null;
  onAnswer: (status: RsvpStatus) => void;
  onWithdraw: () => void;
}

/** Going / Interested toggles with the member's current answer, and a way to withdraw it. */
export function RsvpControls({ status, full = false, busy = false, error = null, onAnswer, onWithdraw }: RsvpControlsProps) {
  const { t } = useTranslation('events');
  return (
    <Controls role="group" aria-label={t('rsvp.label')} data-testid="rsvp">
      <Row>
        <ToggleChip
          $tone="primary"
          aria-pressed={status === 'going'}
          disabled={busy || (full && status !== 'going')}
          onClick={() => status !== 'going' && onAnswer('going')}
          data-testid="rsvp-going"
        >
          {t('rsvp.going')}
        </ToggleChip>
        <ToggleChip
          $tone="primary"
          aria-pressed={status === 'interested'}
          disabled={busy}
          onClick={() => status !== 'interested' && onAnswer('interested')}
          data-testid="rsvp-interested"
        >
          {t('rsvp.interested')}
        </ToggleChip>
        {status && (
          <Button variant="ghost" disabled={busy} onClick={onWithdraw} data-testid="rsvp-withdraw">
            {t('rsvp.withdraw')}
          </Button>
        )}
      </Row>
      <Status role="status">
        {status === 'going' ? t('rsvp.youAreGoing') : status === 'interested' ? t('rsvp.youAreInterested') : full ? t('rsvp.full') : ''}
      </Status>
      {error && <ToggleError role="alert">{error}</ToggleError>}
    </Controls>
  );
}
