import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { MyPostsDeleteMutation } from '../api/myPostsQueries';
import { DialogActions, DialogBody } from './MyPosts.styles';

export interface DeletePostDialogProps {
  post: { id: string; title: string };
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting one of the member's posts; the API deletes only the member's own. */
export function DeletePostDialog({ post, onClose, onDeleted }: DeletePostDialogProps) {
  const { t } = useTranslation('my-posts');
  const [{ fetching }, deletePost] = useMutation(MyPostsDeleteMutation);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    const result = await deletePost({ id: post.id });
    if (result.error) return setError(t('deleteFailed', { message: apiErrorMessage(result.error) }));
    if (!result.data?.delete_blog_posts_by_pk) return setError(t('deleteRefused'));
    onDeleted();
  };

  return (
    <Dialog open onClose={onClose} title={t('confirmTitle')} closeLabel={t('close')}>
      <DialogBody>
        <p>{t('confirmText', { title: post.title })}</p>
        {error && <Alert>{error}</Alert>}
        <DialogActions>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button disabled={fetching} onClick={() => void confirm()}>
            {fetching ? t('deleting') : t('delete')}
          </Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  );
}
