import type { ReactNode } from 'react';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { RetryAlert } from '../alert';
import { EmptyState } from '../empty-state';
import { LoadingLine } from '../loading-line';

export interface LoadableProps<Data> {
  data: Data | null | undefined;
  /** The API's error, or a failure's own text. */
  error?: Parameters<typeof apiErrorMessage>[0] | string | false | null;
  /** The failure's text, from the API's message. */
  failed: (message: string) => ReactNode;
  retry: () => void;
  retryLabel: string;
  loadingLabel: string;
  /** Shown as the empty state, in place of the view, when the answer is an empty list. */
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * A query's answer: a retry alert when it failed with nothing to show, a loading line until it comes, then its view
 * (or `empty` for an empty list).
 */
export function Loadable<Data>({ data, error, failed, retry, retryLabel, loadingLabel, empty, children }: LoadableProps<Data>) {
  if (error && !data)
    return (
      <RetryAlert onRetry={retry} retryLabel={retryLabel}>
        {failed(typeof error === 'string' ? error : apiErrorMessage(error))}
      </RetryAlert>
    );
  if (!data) return <LoadingLine label={loadingLabel} />;
  if (empty && Array.isArray(data) && data.length === 0)
    return (
      <EmptyState>
        <p>{empty}</p>
      </EmptyState>
    );
  return children(data);
}
