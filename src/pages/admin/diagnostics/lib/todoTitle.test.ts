import { describe, expect, it } from 'vitest';
import { TODO_TITLE_MAX, todoTitleProblem } from './todoTitle';

describe('todoTitleProblem', () => {
  it('refuses blank titles, white space of any kind included', () => {
    expect(todoTitleProblem('')).toBe('blank');
    expect(todoTitleProblem(' \n\t\u3000')).toBe('blank');
  });

  it('refuses more than 200 characters once trimmed', () => {
    expect(todoTitleProblem(`  ${'x'.repeat(TODO_TITLE_MAX)}  `)).toBeNull();
    expect(todoTitleProblem('x'.repeat(TODO_TITLE_MAX + 1))).toBe('tooLong');
    expect(todoTitleProblem('待'.repeat(TODO_TITLE_MAX))).toBeNull();
  });
});
