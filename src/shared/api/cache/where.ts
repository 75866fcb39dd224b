/**
 * Whether a row (what the client knows of it) passes a Hasura `where`: true, false, or undefined when the row lacks
 * a column the filter reads or the filter uses an operator this evaluator does not know (the caller then refetches).
 */
export function matchesWhere(where: unknown, row: Record<string, unknown>): boolean | undefined {
  if (where === undefined || where === null) return true;
  if (typeof where !== 'object') return undefined;
  let verdict: boolean | undefined = true;
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    verdict = and(verdict, clause(key, condition, row));
    if (verdict === false) return false;
  }
  return verdict;
}

function and(a: boolean | undefined, b: boolean | undefined): boolean | undefined {
  if (a === false || b === false) return false;
  return a === undefined || b === undefined ? undefined : true;
}

function clause(key: string, condition: unknown, row: Record<string, unknown>): boolean | undefined {
  if (key === '_and' && Array.isArray(condition)) {
    return condition.reduce<boolean | undefined>((verdict, item) => and(verdict, matchesWhere(item, row)), true);
  }
  if (key === '_or' && Array.isArray(condition)) {
    const verdicts = condition.map((item) => matchesWhere(item, row));
    if (verdicts.includes(true)) return true;
    return verdicts.every((verdict) => verdict === false) ? false : undefined;
  }
  if (key === '_not') {
    const verdict = matchesWhere(condition, row);
    return verdict === undefined ? undefined : !verdict;
  }
  if (!(key in row) || !condition || typeof condition !== 'object') return undefined;
  const value = row[key];
  let verdict: boolean | undefined = true;
  for (const [operator, operand] of Object.entries(condition as Record<string, unknown>)) {
    verdict = and(verdict, compare(operator, operand, value));
  }
  return verdict;
}

function compare(operator: string, operand: unknown, value: unknown): boolean | undefined {
  switch (operator) {
    case '_eq':
      return value === operand;
    case '_neq':
      return value !== operand;
    case '_in':
      return Array.isArray(operand) ? operand.includes(value) : undefined;
    case '_nin':
      return Array.isArray(operand) ? !operand.includes(value) : undefined;
    case '_is_null':
      return typeof operand === 'boolean' ? (value === null) === operand : undefined;
    default:
      return undefined;
  }
}
