import { COLUMN_LENGTHS } from '@/shared/config';
import { trimmedLength } from '@/shared/lib/text-length';

/** The longest to-do title, as the database's CHECK allows (trimmed; generated from the migrations). */
export const TODO_TITLE_MAX = COLUMN_LENGTHS.todos.title.max;

export type TodoTitleProblem = 'blank' | 'tooLong';

/** Why a to-do title would be refused, or null when it is fine (the same rule as the database). */
export function todoTitleProblem(title: string): TodoTitleProblem | null {
  const length = trimmedLength(title);
  if (length === 0) return 'blank';
  return length > TODO_TITLE_MAX ? 'tooLong' : null;
}
