import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, type CombinedError } from 'urql';
import { siteAdminContext, useAdminQuery } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { CheckList, Loadable } from '@/shared/ui/diag-kit';
import { PageSection } from '@/shared/ui/page-section';
import {
  DiagnosticsAddTodoMutation,
  DiagnosticsDeleteTodoMutation,
  DiagnosticsTodosQuery,
  DiagnosticsToggleTodoMutation,
} from '../api/diagnosticsQueries';
import { TodoForm } from './TodoForm';

/** /todos: the administrator's own small to-do list in the database (as site_admin): add, tick off, delete, newest first. */
export function TodosPage() {
  const { t } = useTranslation('diagnostics');
  const [{ data, error }, reload] = useAdminQuery(DiagnosticsTodosQuery);
  const [, addTodo] = useMutation(DiagnosticsAddTodoMutation);
  const [, toggleTodo] = useMutation(DiagnosticsToggleTodoMutation);
  const [, deleteTodo] = useMutation(DiagnosticsDeleteTodoMutation);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  /**
   * A change to the list, `id` the to-do it is about: a failure is shown; true when it was saved. The cache shows a
   * tick at once (and takes it back when refused) and adds or removes the row, so nothing is read again by hand.
   */
  async function change(id: string | null, run: () => Promise<{ error?: CombinedError }>): Promise<boolean> {
    setPending(id);
    const outcome = await run();
    setPending(null);
    setSaveError(outcome.error ? t('todos.saveFailed', { message: apiErrorMessage(outcome.error) }) : null);
    return !outcome.error;
  }

  return (
    <>
      <TodoForm onAdd={(title) => change(null, () => addTodo({ title }, siteAdminContext))} />
      {saveError && <Alert>{saveError}</Alert>}
      <PageSection title={t('todos.list')}>
        <Loadable
          data={data?.todos}
          error={error}
          failed={(message) => t('todos.loadFailed', { message })}
          retry={reload}
          retryLabel={t('retry')}
          loadingLabel={t('loading')}
          empty={t('todos.empty')}
        >
          {(list) => (
            <>
              <p role="status">{t('todos.count', { count: list.length, done: list.filter((todo) => todo.is_completed).length })}</p>
              <CheckList
                items={list.map(({ id, title, is_completed }) => ({
                  key: id,
                  label: (
                    <Checkbox
                      label={title}
                      checked={is_completed}
                      disabled={pending === id}
                      onChange={(event) => void change(id, () => toggleTodo({ id, done: event.target.checked }, siteAdminContext))}
                    />
                  ),
                  status: (
                    <Button
                      variant="ghost"
                      disabled={pending === id}
                      aria-label={t('todos.delete', { title })}
                      onClick={() => void change(id, () => deleteTodo({ id }, siteAdminContext))}
                    >
                      {t('todos.deleteLabel')}
                    </Button>
                  ),
                }))}
              />
            </>
          )}
        </Loadable>
      </PageSection>
    </>
  );
}
