import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useSession } from '@/entities/session';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { RefreshNewsFetchMutation } from '../api/refreshNewsMutation';
import { Outcome, Wrapper } from './FetchFeedsButton.styles';

/**
 * Site admins only (nothing for anyone else): asks the server to fetch every news source now and tells the
 * outcome. New stories reach the lists through their live subscriptions.
 */
export function FetchFeedsButton() {
  const { t } = useTranslation('news');
  const { isAdmin } = useSession();
  const [result, fetchNews] = useMutation(RefreshNewsFetchMutation);
  if (!isAdmin) return null;
  const outcome = result.data?.fetchNews;
  const describe = ({ new_items, sources }: NonNullable<typeof outcome>) => {
    const failed = sources.filter((source) => source.status === 'error').length;
    const done = t('refresh.done', { items: new_items, sources: sources.length });
    return failed > 0 ? `${done} ${t('refresh.unreachable', { failed })}` : done;
  };
  return (
    <Wrapper>
      <Button variant="ghost" disabled={result.fetching} onClick={() => void fetchNews({}, siteAdminContext)}>
        {result.fetching ? t('refresh.fetching') : t('refresh.fetchFeeds')}
      </Button>
      {result.error ? (
        <Alert>{t('refresh.failed', { message: apiErrorMessage(result.error) })}</Alert>
      ) : (
        outcome &&
        !result.fetching && (
          <Outcome role="status" data-testid="fetch-feeds-outcome">
            {outcome.throttled ? t('refresh.throttled') : describe(outcome)}
          </Outcome>
        )
      )}
    </Wrapper>
  );
}
