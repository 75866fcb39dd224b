import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import { ProblemState } from '@/shared/ui/problem-state';
import { TextLink } from '@/shared/ui/text-link';
import type { PostViewBackLink } from './PostView';

export interface PostViewProblemProps {
  /** The h1, e.g. 'Article Not Found'. */
  title: string;
  message: string;
  back: PostViewBackLink;
  /** Offers 'Try again' when given (a failed load, not a missing post). */
  onRetry?: () => void;
}

/** The post view when the post failed to load or does not exist. */
export function PostViewProblem({ title, message, back, onRetry }: PostViewProblemProps) {
  const { t } = useTranslation('content');
  return (
    <Page width="reading" spacing="tight">
      <ProblemState title={title}>
        <p>{message}</p>
        {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
        <TextLink to={back.to}>{back.label}</TextLink>
      </ProblemState>
    </Page>
  );
}
