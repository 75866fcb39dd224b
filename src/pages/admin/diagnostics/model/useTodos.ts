import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { siteAdminContext, useAdminQuery } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import {
  DiagnosticsAddTodoMutation,
  DiagnosticsDeleteTodoMutation,
  DiagnosticsTodosQuery,
  DiagnosticsToggleTodoMutation,
} from '../api/diagnosticsQueries';

/** The administrator's own to-dos with add, toggle and delete as site_admin; a failed change sets `saveError`. */
export function useTodos() {
  const { t } = useTranslation('diagnostics');
  const [result, reload] = useAdminQuery(DiagnosticsTodosQuery);
  const [, addTodo] = useMutation(DiagnosticsAddTodoMutation);
  const [, toggleTodo] = useMutation(DiagnosticsToggleTodoMutation);
  const [, deleteTodo] = useMutation(DiagnosticsDeleteTodoMutation);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  // Ticks shown at once, before the API answers; dropped again when it refuses.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});

  async function change(id: string | null, run: () => Promise<{ error?: Parameters<typeof apiErrorMessage>[0] }>): Promise<boolean> {
    setPending(id);
    const outcome = await run();
    setPending(null);
    setSaveError(outcome.error ? t('todos.saveFailed', { message: apiErrorMessage(outcome.error) }) : null);
    reload();
    return !outcome.error;
  }

  return {
    result,
    reload,
    saveError,
    pending,
    add: (title: string) => change(null, () => addTodo({ title }, siteAdminContext)),
    isDone: (todo: { id: string; is_completed: boolean }) => ticked[todo.id] ?? todo.is_completed,
    toggle: async (id: string, done: boolean) => {
      setTicked((current) => ({ ...current, [id]: done }));
      const saved = await change(id, () => toggleTodo({ id, done }, siteAdminContext));
      if (!saved) {
        setTicked((current) => {
          const next = { ...current };
          delete next[id];
          return next;
        });
      }
      return saved;
    },
    remove: (id: string) => change(id, () => deleteTodo({ id }, siteAdminContext)),
  };
}
