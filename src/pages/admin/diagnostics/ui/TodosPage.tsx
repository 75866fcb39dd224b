import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Alert, RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageSection } from '@/shared/ui/page-section';
import { LoadingLine } from '@/shared/ui/loading-line';
import { useTodos } from '../model/useTodos';
import { Rows } from './Diagnostics.styles';
import { DiagnosticsShell } from './DiagnosticsShell';
import { TodoForm } from './TodoForm';
import { TodoItem } from './Todos.styles';

/** /todos: the administrator's own small to-do list in the database: add, tick off, delete, newest first. */
export function TodosPage() {
  const { t } = useTranslation('diagnostics');
  const todos = useTodos();
  const { data, error } = todos.result;
  const list = data?.todos;

  return (
    <DiagnosticsShell id="todos">
      <TodoForm onAdd={todos.add} />
      {todos.saveError && <Alert>{todos.saveError}</Alert>}
      <PageSection title={t('todos.list')}>
        {error && !data && (
          <RetryAlert onRetry={todos.reload} retryLabel={t('retry')}>
            {t('todos.loadFailed', { message: apiErrorMessage(error) })}
          </RetryAlert>
        )}
        {!data && !error && <LoadingLine label={t('loading')} />}
        {list?.length === 0 && (
          <EmptyState>
            <p>{t('todos.empty')}</p>
          </EmptyState>
        )}
        {list && list.length > 0 && (
          <>
            <p role="status">{t('todos.count', { count: list.length, done: list.filter(todos.isDone).length })}</p>
            <Rows>
              {list.map((todo) => (
                <TodoItem key={todo.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={todos.isDone(todo)}
                      disabled={todos.pending === todo.id}
                      onChange={(event) => void todos.toggle(todo.id, event.target.checked)}
                    />
                    <span>{todo.title}</span>
                  </label>
                  <Button
                    variant="ghost"
                    disabled={todos.pending === todo.id}
                    aria-label={t('todos.delete', { title: todo.title })}
                    onClick={() => void todos.remove(todo.id)}
                  >
                    {t('todos.deleteLabel')}
                  </Button>
                </TodoItem>
              ))}
            </Rows>
          </>
        )}
      </PageSection>
    </DiagnosticsShell>
  );
}
