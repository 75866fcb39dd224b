import { useTranslation } from 'react-i18next';
import { useSession } from '@/entities/session';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { MemberProfile } from './MemberProfile';
import { SignInPrompt } from './SignInPrompt';

/** /profile: the signed-in member's profile, or a prompt to sign in. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('documentTitle'), t('description'));
  const { user } = useSession();
  return (
    <Page width="reading">
      <PageHeader title={t('title')} />
      {user ? <MemberProfile key={user.id} user={user} /> : <SignInPrompt />}
    </Page>
  );
}
