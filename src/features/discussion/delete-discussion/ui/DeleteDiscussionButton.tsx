import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { discussionErrorText, type DiscussionItemKind } from '@/entities/discussion';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { DeleteDiscussionCommentMutation, DeleteDiscussionMutation } from '../api/deleteMutations';
import { Buttons, Question, TrashButton } from './DeleteDiscussionButton.styles';

export interface DeleteDiscussionButtonProps {
  /** What is deleted: a discussion (with its comments) or one comment. */
  kind: DiscussionItemKind;
  id: string;
}

/** A delete icon for the author, asking for confirmation in a dialog before deleting. */
export function DeleteDiscussionButton({ kind, id }: DeleteDiscussionButtonProps) {
  const { t } = useTranslation('discussion');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [discussionResult, deleteDiscussion] = useMutation(DeleteDiscussionMutation);
  const [commentResult, deleteComment] = useMutation(DeleteDiscussionCommentMutation);
  const deleting = discussionResult.fetching || commentResult.fetching;
  const label = kind === 'discussion' ? t('delete.discussion') : t('delete.comment');

  const close = () => {
    setOpen(false);
    setError(null);
  };

  const confirm = async () => {
    const result = kind === 'discussion' ? await deleteDiscussion({ id }) : await deleteComment({ id });
    const deleted =
      result.data &&
      ('delete_discussions_by_pk' in result.data ? result.data.delete_discussions_by_pk : result.data.delete_discussion_comments_by_pk);
    if (result.error) {
      const message = discussionErrorText(result.error, t);
      setError(t('delete.failed', { message }));
    } else if (!deleted) {
      setError(t('delete.gone'));
    } else {
      close();
    }
  };

  return (
    <>
      <TrashButton type="button" aria-label={label} title={label} onClick={() => setOpen(true)}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </TrashButton>
      <Dialog open={open} onClose={close} title={label} closeLabel={t('delete.close')}>
        <Question>{kind === 'discussion' ? t('delete.confirmDiscussion') : t('delete.confirmComment')}</Question>
        {error && <Alert>{error}</Alert>}
        <Buttons>
          <Button variant="ghost" onClick={close}>
            {t('delete.cancel')}
          </Button>
          <Button onClick={() => void confirm()} disabled={deleting}>
            {deleting ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </Buttons>
      </Dialog>
    </>
  );
}
