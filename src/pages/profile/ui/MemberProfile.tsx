import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AccountData } from '@/features/account/data';
import { EditProfileForm } from '@/features/edit-profile';
import { PasskeysPanel } from '@/features/account/passkeys';
import { ReauthDialog } from '@/features/account/reauth';
import { LinkedAccounts, SignInSecurity } from '@/features/sign-in';
import { EmailNotificationsSection } from '@/features/account/notification-mail';
import { ImagePicker } from '@/features/upload-image';
import type { SessionUser } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Alert, RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { MyPosts } from '@/widgets/my-posts';
import { ProfileMemberQuery } from '../api/profileQueries';
import { AccountInfo } from './AccountInfo';
import { AccountSecurity } from './AccountSecurity';
import { ProfileCard } from './ProfileCard';
import { Loading, Panel } from './ProfilePage.styles';

/** The signed-in member's profile: view, edit in place, and account information. */
export function MemberProfile({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const [result, reexecute] = useQuery({ query: ProfileMemberQuery, variables: { id: user.id } });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Leaving the form gives the focus back to the edit button that opened it.
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const leaveEdit = (wasSaved: boolean) => {
    returnFocus.current = true;
    setEditing(false);
    setSaved(wasSaved);
  };

  const profile = result.data?.user_profiles_by_pk;
  if (result.error) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => reexecute()}>
        {t('loadError', { message: apiErrorMessage(result.error) })}
      </RetryAlert>
    );
  }
  if (!result.data) {
    return (
      <Loading aria-busy="true">
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        <Skeleton width="6rem" height="6rem" radius="50%" />
        <Skeleton width="60%" height="1.5rem" />
        <Skeleton height="4rem" />
      </Loading>
    );
  }
  if (!profile) return <Alert>{t('missing')}</Alert>;

  return (
    <>
      {saved && <Alert tone="info">{t('saved')}</Alert>}
      <Panel>
        {editing ? (
          <EditProfileForm
            profile={profile}
            onSaved={() => leaveEdit(true)}
            onCancel={() => leaveEdit(false)}
            renderAvatar={({ value, onChange, disabled }) => (
              <ImagePicker label={t('form.avatar')} value={value} onChange={onChange} folder="profile" disabled={disabled} />
            )}
          />
        ) : (
          <ProfileCard
            profile={profile}
            action={
              <Button
                ref={editButton}
                variant="ghost"
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                {t('edit')}
              </Button>
            }
          />
        )}
      </Panel>
      <AccountInfo registeredAt={profile.created_at} email={user.email} verified={user.emailVerified === true} />
      <AccountSecurity email={user.email} />
      <AccountData />
      <LinkedAccounts />
      <PasskeysPanel />
      <SignInSecurity />
      <ReauthDialog />
      <EmailNotificationsSection />
      <MyPosts />
    </>
  );
}
