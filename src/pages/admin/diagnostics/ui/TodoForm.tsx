import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { useRun } from '@/shared/ui/diag-kit';
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
  const add = useRun(async () => {
    const problem = todoTitleProblem(title);
    setError(problem ? t(`todos.${problem}`, { max: TODO_TITLE_MAX }) : undefined);
    if (!problem && (await onAdd(title.trim()))) setTitle('');
  });

  return (
    <FormStack
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add.start();
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
        <Button type="submit" disabled={add.busy}>
          {add.busy ? t('todos.adding') : t('todos.add')}
        </Button>
      </FormActions>
    </FormStack>
  );
}
