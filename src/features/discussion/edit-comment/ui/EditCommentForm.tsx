import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMutation } from 'urql';
import { commentTextMaxLength, discussionErrorText } from '@/entities/discussion';
import { space } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextArea } from '@/shared/ui/text-area';
import { EditCommentMutation } from '../api/editCommentMutation';

const Form = styled.form`
  display: grid;
  gap: ${space[2]};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${space[2]};
`;

export interface EditCommentFormProps {
  id: string;
  /** The text as it is now. */
  content: string;
  /** Ends the edit (after a save, or on cancel). */
  onDone: () => void;
}

/** The author's editor of their comment, in place of its text: save or cancel. */
export function EditCommentForm({ id, content, onDone }: EditCommentFormProps) {
  const { t } = useTranslation('discussion');
  const [value, setValue] = useState(content);
  const [error, setError] = useState<string | null>(null);
  const [result, edit] = useMutation(EditCommentMutation);
  const text = value.trim();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!text) return;
    const { data, error: failure } = await edit({ id, content: text });
    if (failure) setError(t('edit.failed', { message: discussionErrorText(failure, t) }));
    else if (!data?.update_discussion_comments_by_pk) setError(t('edit.gone'));
    else onDone();
  };

  return (
    <Form onSubmit={(event) => void save(event)}>
      <TextArea
        label={t('edit.label')}
        value={value}
        maxLength={commentTextMaxLength}
        rows={3}
        onChange={(event) => setValue(event.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <Buttons>
        <Button type="submit" disabled={!text || result.fetching}>
          {result.fetching ? t('edit.saving') : t('edit.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('edit.cancel')}
        </Button>
      </Buttons>
    </Form>
  );
}
