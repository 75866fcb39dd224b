import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useRowActions } from '@/widgets/admin-list';
import { siteAdminContext, useAdminQuery } from '@/shared/api';
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
  // A change to the list (`id` the to-do it is about, '' for a new one) as a row action: a failure is told, nothing
  // else. The cache shows a tick at once (and takes it back when refused) and adds or removes the row, so nothing is
  // read again by hand.
  const { notice, pending, run } = useRowActions(() => undefined);
  const words = { failed: (message: string) => t('todos.saveFailed', { message }), missing: '' };
  const change = (id: string, write: Parameters<typeof run>[1]) => run(id, write, words);

  return (
    <>
      <TodoForm onAdd={(title) => change('', () => addTodo({ title }, siteAdminContext))} />
      {notice?.text && <Alert>{notice.text}</Alert>}
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
