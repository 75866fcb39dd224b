import { useItemTranslation } from '@/shared/lib/i18n';
import { useMutation, type CombinedError } from 'urql';
import { useSession } from '@/entities/session';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { CurateNewsImportantMutation, CurateNewsPinMutation } from '../api/curateMutations';
import { Control, Controls, ControlError } from './CurateNewsControls.styles';

export interface CurateNewsControlsProps {
  id: string;
  important: boolean;
  pinned: boolean;
}

/** Site admins only (nothing for anyone else): flag the story important and pin or unpin it. */
export function CurateNewsControls({ id, important, pinned }: CurateNewsControlsProps) {
  const { t } = useItemTranslation('news');
  const { isAdmin } = useSession();
  const [importantResult, setImportant] = useMutation(CurateNewsImportantMutation);
  const [pinResult, setPin] = useMutation(CurateNewsPinMutation);
  if (!isAdmin) return null;
  const error = importantResult.error ?? pinResult.error;
  const describe = (failure: CombinedError) =>
    failure.graphQLErrors.some((item) => item.message.includes('news_articles_pin_limit'))
      ? t('curate.pinLimit')
      : t('curate.failed', { message: apiErrorMessage(failure) });
  return (
    <Controls role="group" aria-label={t('curate.label')}>
      <Control
        type="button"
        aria-pressed={important}
        disabled={importantResult.fetching}
        onClick={() => void setImportant({ id, important: !important }, siteAdminContext)}
      >
        {t('curate.important')}
      </Control>
      <Control
        type="button"
        aria-pressed={pinned}
        disabled={pinResult.fetching}
        onClick={() => void setPin({ id, pinnedAt: pinned ? null : new Date().toISOString() }, siteAdminContext)}
      >
        {t('curate.pin')}
      </Control>
      {error && !importantResult.fetching && !pinResult.fetching && <ControlError role="alert">{describe(error)}</ControlError>}
    </Controls>
  );
}
