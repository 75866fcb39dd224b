import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useSession } from '@/entities/session';
import { useSignInDialog } from '@/features/sign-in';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { Skeleton } from '@/shared/ui/skeleton';
import { TextLink } from '@/shared/ui/text-link';
import { BookmarksPageQuery } from '../api/bookmarksQueries';
import { BookmarkListItem } from './BookmarkListItem';
import { Actions, List, Row } from './BookmarksPage.styles';

/** /bookmarks: the signed-in member's saved items, or a prompt to sign in. */
export function BookmarksPage() {
  const { t } = useTranslation('bookmarks');
  useDocumentTitle(t('documentTitle'), t('description'));
  const { user } = useSession();
  return (
    <Page width="reading">
      <PageHeader title={t('title')} lead={t('lead')} />
      {user ? <MemberBookmarks key={user.id} /> : <SignInPrompt />}
    </Page>
  );
}

function MemberBookmarks() {
  const { t } = useTranslation(['bookmarks', 'content']);
  const [result, reexecute] = useQuery({ query: BookmarksPageQuery, requestPolicy: 'cache-and-network' });
  const bookmarks = result.data?.bookmarks;

  if (result.error && !bookmarks) {
    return (
      <RetryAlert onRetry={() => reexecute()} retryLabel={t('content:retry')}>
        {t('loadError', { message: apiErrorMessage(result.error) })}
      </RetryAlert>
    );
  }
  if (!bookmarks) {
    return (
      <List aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((key) => (
          <Row key={key} aria-hidden="true">
            <Skeleton width="70%" />
            <Skeleton width="5rem" />
          </Row>
        ))}
      </List>
    );
  }
  if (bookmarks.length === 0) {
    return (
      <EmptyState>
        <p>{t('empty')}</p>
        <Actions>
          <TextLink to="/">{t('browseArticles')}</TextLink>
          <TextLink to="/blog">{t('browseBlog')}</TextLink>
        </Actions>
      </EmptyState>
    );
  }
  return (
    <List aria-label={t('listLabel', { count: bookmarks.length })}>
      {bookmarks.map((bookmark) => (
        <BookmarkListItem key={bookmark.id} bookmark={bookmark} />
      ))}
    </List>
  );
}

/** Shown to visitors: bookmarks are a member's, so the button offers the sign-in at once. */
function SignInPrompt() {
  const { t } = useTranslation('bookmarks');
  const signInDialog = useSignInDialog();
  const headingId = useId();
  return (
    <EmptyState as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('signedOut.title')}</h2>
      <p>{t('signedOut.message')}</p>
      <Actions>
        <Button onClick={() => signInDialog.open()}>{t('signedOut.login')}</Button>
        <TextLink to="/">{t('signedOut.home')}</TextLink>
      </Actions>
    </EmptyState>
  );
}
