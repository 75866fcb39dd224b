import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { RetryAlert } from '@/shared/ui/alert';
import { Page } from '@/shared/ui/page';
import { ProblemState } from '@/shared/ui/problem-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { TextLink } from '@/shared/ui/text-link';

export interface ProfileStatusProps {
  loading: boolean;
  error: CombinedError | undefined;
  onRetry: () => void;
  /** The card placeholder shown under the name placeholder while loading. */
  skeleton: ReactNode;
  notFoundTitle: string;
  notFoundText: string;
}

/** What an author's or a member's page shows before it has its person: loading, a load error, or not found. */
export function ProfileStatus({ loading, error, onRetry, skeleton, notFoundTitle, notFoundText }: ProfileStatusProps) {
  const { t } = useTranslation(['author', 'content']);
  return (
    <Page width="reading">
      {loading ? (
        <div aria-busy="true" aria-label={t('loading')}>
          <Skeleton width="40%" height="2rem" />
          {skeleton}
        </div>
      ) : error ? (
        <RetryAlert onRetry={onRetry} retryLabel={t('content:retry')}>
          {t('loadError', { message: apiErrorMessage(error) })}
        </RetryAlert>
      ) : (
        <ProblemState title={notFoundTitle}>
          <p>{notFoundText}</p>
          <TextLink to="/">{t('notFound.home')}</TextLink>
        </ProblemState>
      )}
    </Page>
  );
}
