import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { TODO_TITLE_MAX, todoTitleProblem } from '../lib/todoTitle';
import { TodoFormRow } from './Todos.styles';

export interface TodoFormProps {
  /** Adds the to-do; resolves true when it was saved (the field is then cleared). */
  onAdd: (title: string) => Promise<boolean>;
}

/** The new to-do field: refuses a blank or too-long title before asking the API. */
export function TodoForm({ onAdd }: TodoFormProps) {
  const { t } = useTranslation('diagnostics');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = todoTitleProblem(title);
    if (problem) {
      setError(problem === 'blank' ? t('todos.blank') : t('todos.tooLong', { max: TODO_TITLE_MAX }));
      return;
    }
    setError(null);
    setAdding(true);
    const saved = await onAdd(title.trim());
    setAdding(false);
    if (saved) setTitle('');
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TodoFormRow>
        <TextField
          label={t('todos.title')}
          placeholder={t('todos.placeholder')}
          value={title}
          error={error ?? undefined}
          hint={t('todos.hint', { length: [...title.trim()].length, max: TODO_TITLE_MAX })}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button type="submit" disabled={adding}>
          {adding ? t('todos.adding') : t('todos.add')}
        </Button>
      </TodoFormRow>
    </form>
  );
}
