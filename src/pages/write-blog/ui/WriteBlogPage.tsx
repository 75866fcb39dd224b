import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession, useSessionNotice } from '@/entities/session';
import { ConfirmEmailNotice } from '@/features/account/confirm-email';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { useLanguage } from '@/shared/lib/i18n';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { MyPosts } from '@/widgets/my-posts';
import { emptyPostForm } from '../model/postForm';
import { EditPost } from './EditPost';
import { PostEditor } from './PostEditor';
import { SignedOutPanel } from './SignedOutPanel';

/** /write-blog (?edit=<id>): the post form for members, a way to log in for everyone else. */
export function WriteBlogPage() {
  const { t } = useTranslation('write-blog');
  const { user } = useSession();
  const language = useLanguage();
  const [params] = useSearchParams();
  const editId = params.get('edit');
  useDocumentTitle(editId ? t('editDocumentTitle') : t('documentTitle'), t('description'));
  // Remembers a session that ended on this page, to say why the form gave way to the login panel. A session that
  // ended without asking (another tab, expiry) remounts the page (Layout keys it by the member changes), so the
  // session's own notice says it too.
  const [signedInHere, setSignedInHere] = useState(false);
  if (user && !signedInHere) setSignedInHere(true);
  const notice = useSessionNotice();
  const sessionLost = signedInHere || notice !== null;

  return (
    <Page>
      <PageHeader title={editId ? t('editTitle') : t('title')} lead={t('lead')} />
      <ConfirmEmailNotice />
      {!user ? (
        <SignedOutPanel sessionLost={sessionLost} />
      ) : editId ? (
        <EditPost key={`${user.id}:${editId}`} userId={user.id} postId={editId} />
      ) : (
        <PostEditor key={user.id} userId={user.id} postId={null} saved={emptyPostForm(language)} />
      )}
      {user && <MyPosts />}
    </Page>
  );
}
