import type { ReactNode } from 'react';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { RetryAlert } from '../alert';
import { LoadingLine } from '../loading-line';

export interface LoadableProps<Data> {
  data: Data | null | undefined;
  error?: Parameters<typeof apiErrorMessage>[0] | false | null;
  /** The failure's text, from the API's message. */
  failed: (message: string) => ReactNode;
  retry: () => void;
  retryLabel: string;
  loadingLabel: string;
  children: (data: Data) => ReactNode;
}

/** A query's answer: a retry alert when it failed with nothing to show, a loading line until it comes, then its view. */
export function Loadable<Data>({ data, error, failed, retry, retryLabel, loadingLabel, children }: LoadableProps<Data>) {
  if (error && !data)
    return (
      <RetryAlert onRetry={retry} retryLabel={retryLabel}>
        {failed(apiErrorMessage(error))}
      </RetryAlert>
    );
  return data ? children(data) : <LoadingLine label={loadingLabel} />;
}
