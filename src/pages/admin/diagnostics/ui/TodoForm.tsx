import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { FormActions, FormStack } from '@/shared/ui/form-layout';
import { TextField } from '@/shared/ui/text-field';
import { TODO_TITLE_MAX, todoTitleProblem } from '../lib/todoTitle';

export interface TodoFormProps {
  /** Adds the to-do; resolves true when it was saved (the field is then cleared). */
  onAdd: (title: string) => Promise<boolean>;
}

/** The new to-do field: refuses a blank or too-long title before asking the API. */
export function TodoForm({ onAdd }: TodoFormProps) {
  const { t } = useTranslation('diagnostics');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const [adding, setAdding] = useState(false);

  const submit = async () => {
    const problem = todoTitleProblem(title);
    setError(problem ? t(`todos.${problem}`, { max: TODO_TITLE_MAX }) : undefined);
    if (problem) return;
    setAdding(true);
    const saved = await onAdd(title.trim());
    setAdding(false);
    if (saved) setTitle('');
  };

  return (
    <FormStack
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('todos.title')}
        placeholder={t('todos.placeholder')}
        value={title}
        error={error}
        hint={t('todos.hint', { length: [...title.trim()].length, max: TODO_TITLE_MAX })}
        onChange={(event) => setTitle(event.target.value)}
      />
      <FormActions>
        <Button type="submit" disabled={adding}>
          {adding ? t('todos.adding') : t('todos.add')}
        </Button>
      </FormActions>
    </FormStack>
  );
}
