// A cheap look at a client's regular expression (`_regex`, `_iregex`, `_similar` and their negations) before
// PostgreSQL sees it. Postgres's matcher backtracks: a back-reference or a repeated group that itself repeats
// (`(.*)*`) can make one row take minutes, so such patterns are refused up front rather than left to the
// statement deadline. The check is one pass over the pattern, without running it.

/** Longest pattern accepted, in characters. */
export const MAX_PATTERN_LENGTH = 512;

/** `posix` for `_regex`/`_iregex` (and negations), `similar` for SIMILAR TO, where `%` repeats like `.*`. */
export type PatternDialect = 'posix' | 'similar';

interface Group {
  /** Whether something inside the group (at any depth) repeats. */
  repeats: boolean;
}

/** Whether `pattern[index]` starts a repetition (`*`, `+`, `?` or a `{n}` bound). */
function quantifierAt(pattern: string, index: number): boolean {
  const char = pattern[index];
  if (char === '*' || char === '+' || char === '?') return true;
  return char === '{' && /^\{\d+(,\d*)?\}/.test(pattern.slice(index, index + 24));
}

/** Whether the quantifier at `index` may repeat its atom more than once (`?` and `{0,1}` do not). */
function repeatsMoreThanOnce(pattern: string, index: number): boolean {
  const char = pattern[index];
  if (char === '?') return false;
  if (char !== '{') return true;
  const bound = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(index, index + 24));
  if (!bound) return true;
  if (bound[2] === undefined) return Number(bound[1]) > 1;
  return bound[3] === '' || Number(bound[3]) > 1;
}

/** The index just past a bracket expression starting at `start` (`[...]`, where a leading `]` is literal). */
function skipBracket(pattern: string, start: number): number {
  let index = start + 1;
  if (pattern[index] === '^') index += 1;
  if (pattern[index] === ']') index += 1;
  while (index < pattern.length && pattern[index] !== ']') index += pattern[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** Why the pattern is refused, or undefined when it may run. */
export function regexProblem(pattern: string, dialect: PatternDialect = 'posix'): string | undefined {
  if (pattern.length > MAX_PATTERN_LENGTH) return `the pattern is longer than ${MAX_PATTERN_LENGTH} characters`;
  const groups: Group[] = [{ repeats: false }];
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index]!;
    const current = groups[groups.length - 1]!;
    if (char === '\\') {
      const next = pattern[index + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && pattern[index + 2] === '<')) return 'back-references are not allowed in patterns';
      index += 2;
    } else if (char === '[') {
      index = skipBracket(pattern, index);
    } else if (char === '(') {
      groups.push({ repeats: false });
      // `(?:`, `(?=`... : the `?` opens a special group, it is no quantifier.
      index += pattern[index + 1] === '?' ? 2 : 1;
    } else if (char === ')' && groups.length > 1) {
      const closed = groups.pop()!;
      index += 1;
      if (quantifierAt(pattern, index)) {
        if (closed.repeats && repeatsMoreThanOnce(pattern, index))
          return 'nested quantifiers (a repeated group that itself repeats) are not allowed in patterns';
        groups[groups.length - 1]!.repeats = true;
      } else if (closed.repeats) {
        groups[groups.length - 1]!.repeats = true;
      }
    } else if (quantifierAt(pattern, index) || (dialect === 'similar' && char === '%')) {
      current.repeats = true;
      index += 1;
    } else {
      index += 1;
    }
  }
  return undefined;
}
