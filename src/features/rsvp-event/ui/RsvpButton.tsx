import { useTranslation } from 'react-i18next';
import { useSession } from '@/entities/session';
import { useRsvp } from '../model/useRsvp';
import { RsvpControls } from './RsvpControls';

export interface RsvpButtonProps {
  eventId: string;
  eventName: string;
  /** No seat is left. */
  full: boolean;
  /** Opens the sign-in dialog with a reason when a visitor answers. */
  onSignIn: (reason: string) => void;
}

/** A member's RSVP to an event (going or interested, withdrawn at will); visitors are asked to sign in. */
export function RsvpButton({ eventId, eventName, full, onSignIn }: RsvpButtonProps) {
  const { t } = useTranslation('events');
  const signedIn = !!useSession().user;
  const rsvp = useRsvp(eventId, signedIn);
  if (!signedIn) {
    const ask = () => onSignIn(t('rsvp.signInReason', { name: eventName }));
    return <RsvpControls status={null} full={full} onAnswer={ask} onWithdraw={ask} />;
  }
  return (
    <RsvpControls
      status={rsvp.status}
      full={full}
      busy={rsvp.busy}
      error={rsvp.error}
      onAnswer={(status) => void rsvp.answer(status)}
      onWithdraw={() => void rsvp.withdraw()}
    />
  );
}
