import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Alert, Button } from '@/shared/ui';
import { RefreshNewsFetchMutation } from '../api/refreshNewsMutation';
import { Outcome, Wrapper } from './RefreshNewsButton.styles';

export interface RefreshNewsButtonProps {
  /** Button text; the default is 'Refresh'. */
  label?: string;
  variant?: 'primary' | 'ghost';
}

/**
 * Asks the server to fetch every news source now and tells the outcome: how many new stories, or that a
 * fetch ran moments ago (throttled). New stories reach the lists through their live subscriptions.
 */
export function RefreshNewsButton({ label, variant = 'ghost' }: RefreshNewsButtonProps) {
  const { t } = useTranslation('content');
  const [result, fetchNews] = useMutation(RefreshNewsFetchMutation);
  const outcome = result.data?.fetchNews;
  const describe = ({ new_items, sources }: NonNullable<typeof outcome>) => {
    const failed = sources.filter((source) => source.status === 'error').length;
    const done = t('refreshNews.done', { items: new_items, sources: sources.length });
    return failed > 0 ? `${done} ${t('refreshNews.unreachable', { failed })}` : done;
  };
  return (
    <Wrapper>
      <Button variant={variant} disabled={result.fetching} onClick={() => void fetchNews({})}>
        {result.fetching ? t('refreshNews.refreshing') : (label ?? t('refreshNews.refresh'))}
      </Button>
      {result.error ? (
        <Alert>{t('refreshNews.failed', { message: apiErrorMessage(result.error) })}</Alert>
      ) : (
        outcome &&
        !result.fetching && (
          <Outcome role="status" data-testid="refresh-outcome">
            {outcome.throttled ? t('refreshNews.throttled') : describe(outcome)}
          </Outcome>
        )
      )}
    </Wrapper>
  );
}
