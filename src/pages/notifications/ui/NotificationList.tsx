import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useSubscription } from 'urql';
import { NotificationItem } from './NotificationItem';
import { useMarkRead } from '@/features/read-notifications';
import type { DocumentType } from '@/shared/api';
import { apiErrorText } from '@/shared/lib/api-error';
import { useNow } from '@/shared/lib/format-date';
import { Alert, RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { TextButton } from '@/shared/ui/text-button';
import { NotificationsPageQuery, NotificationsStreamSubscription } from '../api/notificationsQueries';
import { mergeNotifications } from '../model/mergeNotifications';
import { List, Toolbar } from './NotificationsPage.styles';

/** How many notifications the page shows (each member keeps at most 200). */
const pageSize = 100;

type Streamed = DocumentType<typeof NotificationsStreamSubscription>['notifications_stream'];

/** The member's notifications, newest first, new ones streamed in; each marked read on opening or by its button. */
export function NotificationList() {
  const { t } = useTranslation('notifications');
  const now = useNow();
  // The stream starts at the newest row read with the page, else at the page's opening.
  const [openedAt] = useState(() => new Date().toISOString());
  const [result, reexecute] = useQuery({ query: NotificationsPageQuery, variables: { limit: pageSize } });
  const read = result.data?.notifications;
  const since = read?.[0]?.created_at ?? openedAt;
  const [stream] = useSubscription<DocumentType<typeof NotificationsStreamSubscription>, Streamed, { since: string }>(
    { query: NotificationsStreamSubscription, variables: { since }, pause: !read },
    (previous = [], data) => [...previous, ...data.notifications_stream],
  );
  const { markRead, markAllRead, pending, error } = useMarkRead();
  const items = read ? mergeNotifications(read, stream.data ?? []) : undefined;

  if (result.error && !read) {
    return (
      <RetryAlert onRetry={() => reexecute()} retryLabel={t('retry')}>
        {t('errors.fetchFailed', {
          message: apiErrorText(result.error, { authFailed: t('errors.authFailed'), unavailable: t('errors.unavailable') }),
        })}
      </RetryAlert>
    );
  }
  if (!items) return <p role="status">{t('loading')}</p>;
  if (items.length === 0) {
    return (
      <EmptyState>
        <p>{t('empty')}</p>
      </EmptyState>
    );
  }
  const unread = items.some((item) => !item.read_at);
  return (
    <>
      <Toolbar>
        <Button variant="ghost" onClick={() => void markAllRead()} disabled={!unread || pending}>
          {t('markAllRead')}
        </Button>
      </Toolbar>
      {error && <Alert>{error}</Alert>}
      <List aria-label={t('listLabel')}>
        {items.map((item) => (
          <NotificationItem
            key={item.id}
            notification={item}
            now={now}
            onOpen={item.read_at ? undefined : () => void markRead(item.id)}
            actions={
              !item.read_at && (
                <TextButton type="button" onClick={() => void markRead(item.id)} disabled={pending}>
                  {t('markRead')}
                </TextButton>
              )
            }
          />
        ))}
      </List>
    </>
  );
}
