import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { apiErrorText, refusedConstraint } from '@/shared/lib/api-error';
import { RsvpEventSetMutation, RsvpEventStateQuery, RsvpEventWithdrawMutation } from '../api/rsvpQueries';

export type RsvpStatus = 'going' | 'interested';

/** The database's refusals (migration 1795305603510_event_rsvps), each with its message key. */
const refusals = {
  event_rsvps_capacity: 'rsvp.full',
  event_rsvps_open_event: 'rsvp.closed',
  event_rsvps_budget: 'rsvp.budget',
} as const;
const isRefusal = (constraint: string | undefined): constraint is keyof typeof refusals => !!constraint && constraint in refusals;

/** The signed-in member's RSVP to the event, and the changes: answer going or interested, or withdraw. */
export function useRsvp(eventId: string, signedIn: boolean) {
  const { t } = useTranslation('events');
  const [state, refresh] = useQuery({ query: RsvpEventStateQuery, variables: { eventId }, pause: !signedIn });
  const [setting, set] = useMutation(RsvpEventSetMutation);
  const [withdrawing, withdraw] = useMutation(RsvpEventWithdrawMutation);
  const [error, setError] = useState<string | null>(null);
  const rsvp = state.data?.event_rsvps[0];
  const status: RsvpStatus | null = rsvp?.status === 'going' || rsvp?.status === 'interested' ? rsvp.status : null;

  const errorText = (failure: CombinedError) => {
    const constraint = failure.graphQLErrors.map((item) => refusedConstraint(item.message)).find(isRefusal);
    return constraint
      ? t(refusals[constraint])
      : apiErrorText(failure, { authFailed: t('rsvp.authFailed'), unavailable: t('rsvp.unavailable') });
  };
  const settle = (failure: CombinedError | undefined) => {
    setError(failure ? errorText(failure) : null);
    // The normalised cache shows the answer at once and re-reads the event's attendee count (updates.ts); a refused
    // one is put back and the stored state read anew.
    if (failure) refresh({ requestPolicy: 'cache-and-network' });
  };

  return {
    status,
    busy: setting.fetching || withdrawing.fetching || (state.fetching && !state.data),
    error,
    answer: async (next: RsvpStatus) => settle((await set({ eventId, status: next })).error),
    withdraw: async () => {
      if (rsvp) settle((await withdraw({ id: rsvp.id })).error);
    },
  };
}
