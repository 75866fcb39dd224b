import { useTranslation } from 'react-i18next';
import { useSession } from '@/entities/session';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { NotificationList } from './NotificationList';
import { SignInPrompt } from './SignInPrompt';

/** /notifications: the signed-in member's notifications (replies, mentions, likes), or a prompt to sign in. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('documentTitle'));
  const { user } = useSession();
  return (
    <Page width="reading">
      <PageHeader title={t('title')} lead={t('subtitle')} />
      {user ? <NotificationList key={user.id} /> : <SignInPrompt />}
    </Page>
  );
}
