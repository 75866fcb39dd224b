import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { useSession } from '@/entities/session';
import { apiErrorText, refusedByPermission } from '@/shared/lib/api-error';

export interface LikeToggleOptions {
  /** Whether the member likes it, as the live data says. */
  liked: boolean;
  /** The like count, as the live data says. */
  count: number;
  /** Writes the like (true) or removes it (false); resolves to the API's error, if any. */
  write: (like: boolean) => Promise<CombinedError | undefined>;
}

// A second like of the same thing (another tab was faster) is already what the member wants.
const isDuplicate = (error: CombinedError) => error.graphQLErrors.some((item) => item.extensions.code === 'constraint-violation');

/**
 * A like toggle that shows the member's choice at once and until the live data agrees; a failed
 * write puts it back and gives a message. Clicks while a write runs are ignored.
 */
export function useLikeToggle({ liked, count, write }: LikeToggleOptions) {
  const { t } = useTranslation('discussion');
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Until the member confirms their address, the same permission check refuses their likes (issue 32).
  const emailUnverified = useSession().user?.emailVerified !== true;

  // Once the live data agrees, it is the truth again (adjusted during render, not in an effect).
  if (wanted !== null && wanted === liked && !pending) setWanted(null);

  const shown = wanted ?? liked;
  const offset = shown === liked ? 0 : shown ? 1 : -1;

  const toggle = async () => {
    if (pending) return;
    const next = !shown;
    setWanted(next);
    setPending(true);
    setError(null);
    const failure = await write(next);
    setPending(false);
    if (failure && !isDuplicate(failure)) {
      setWanted(null);
      const message = refusedByPermission(failure)
        ? t(emailUnverified ? 'errors.confirmEmail' : 'errors.notOpen')
        : apiErrorText(failure, { authFailed: t('errors.authFailed'), unavailable: t('errors.unavailable') });
      setError(t('like.failed', { message }));
    }
  };

  return { liked: shown, count: Math.max(0, count + offset), toggle, error };
}
