// A cheap look at a client's regular expression (`_regex`, `_iregex`, `_similar` and their negations) before
// PostgreSQL sees it. Postgres's matcher backtracks: a back-reference or a repeated group that itself repeats
// (`(.*)*`) can make one row take minutes, so such patterns are refused up front rather than left to the
// statement deadline. A short pattern can still be costly: PostgreSQL expands a bounded repetition into that
// many copies of its atom (`.{255}` is 255 states, 83 of them in a row 21,165), and matching walks those states
// at every position of every row, so patterns are also refused by that worst-case size (`patternCost`).
// The checks are passes over the pattern, without running it.

/** Longest pattern accepted, in characters. */
export const MAX_PATTERN_LENGTH = 512;

/**
 * Largest worst-case size of a pattern (`patternCost`) accepted: a plain 512-character pattern costs 512, `.{255}`
 * 255, and `.{255}` three times over 765; `.{255}` four times (1,020) or `[a-z]{1000}` is refused.
 */
export const MAX_PATTERN_COST = 1000;

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

/** The most times the quantifier at `index` repeats its atom (`*`, `+`: once, as the matcher loops on one copy). */
function repetitions(pattern: string, index: number, dialect: PatternDialect): { times: number; length: number } {
  const char = pattern[index];
  if (char === '*' || char === '+' || char === '?') return { times: 1, length: 1 };
  if (char === '{') {
    const bound = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(index, index + 24));
    if (bound) {
      // {n}: n copies; {m,n}: n copies; {m,}: m copies then a loop (one more).
      const low = Number(bound[1]);
      const times = bound[2] === undefined ? low : bound[3] === '' ? low + 1 : Number(bound[3]);
      return { times: Math.max(times, 1), length: bound[0].length };
    }
  }
  if (dialect === 'similar' && char === '%') return { times: 1, length: 1 };
  return { times: 0, length: 0 };
}

/**
 * The worst-case size of a pattern once its bounded repetitions are expanded, as PostgreSQL's regex compiler
 * expands them: each atom (a character, a class, an escape) counts 1, a sequence adds, an alternation adds its
 * branches, and a repetition multiplies what it repeats by its upper bound (`.{255}`: 255; `(ab){3}`: 6;
 * `(a{10}){10}`: 100; `*`, `+` and `?` by one, as they loop on one copy).
 */
export function patternCost(pattern: string, dialect: PatternDialect = 'posix'): number {
  let index = 0;
  // One alternation (up to an unmatched `)` or the end).
  const alternation = (): number => {
    let total = 0;
    let last = 0;
    while (index < pattern.length) {
      const char = pattern[index]!;
      if (char === ')') break;
      if (char === '|') {
        index += 1;
        last = 0;
        continue;
      }
      let atom: number;
      if (char === '\\') {
        index += 2;
        atom = 1;
      } else if (char === '[') {
        index = skipBracket(pattern, index);
        atom = 1;
      } else if (char === '(') {
        index += pattern[index + 1] === '?' ? 2 : 1;
        if (pattern[index - 1] === '?' && /[:=!]/.test(pattern[index] ?? '')) index += 1;
        atom = alternation();
        if (pattern[index] === ')') index += 1;
      } else {
        const { times, length } = repetitions(pattern, index, dialect);
        if (length > 0 && last > 0) {
          // A quantifier: the atom before it counts `times` times instead of once.
          total += last * (times - 1);
          last *= times;
          index += length;
          continue;
        }
        index += Math.max(length, 1);
        atom = 1;
      }
      total += atom;
      last = atom;
    }
    return total;
  };
  let cost = 0;
  while (index < pattern.length) {
    cost += alternation();
    // An unmatched `)`: the rest is read on.
    if (pattern[index] === ')') index += 1;
  }
  return cost;
}

/** Why the pattern is refused, or undefined when it may run. */
export function regexProblem(pattern: string, dialect: PatternDialect = 'posix'): string | undefined {
  if (pattern.length > MAX_PATTERN_LENGTH) return `the pattern is longer than ${MAX_PATTERN_LENGTH} characters`;
  const problem = shapeProblem(pattern, dialect);
  if (problem) return problem;
  const cost = patternCost(pattern, dialect);
  if (cost > MAX_PATTERN_COST) {
    return `the pattern may cost ${cost} steps at each position it is tried, more than ${MAX_PATTERN_COST} (bounded repetitions such as {255} count as that many copies)`;
  }
  return undefined;
}

/** Back-references and nested quantifiers. */
function shapeProblem(pattern: string, dialect: PatternDialect): string | undefined {
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
