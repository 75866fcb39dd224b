// Upstream's comparison (validate.py): the status exactly; the body with object-key order ignored and list
// order significant. For errors, `extensions.code` and `extensions.path` must match, `message` only loosely:
// the copies span Hasura versions whose wording drifted (README "Known version drift"), so a message that
// differs is a warning, not a failure.

export interface Comparison {
  /** What makes the case fail, first ones first. */
  differences: string[];
  /** What differs without failing it: error messages, known version drift. */
  warnings: string[];
}

export interface CompareOptions {
  expectedStatus: number;
  /** Absent: only the status is compared. */
  expectedBody?: unknown;
  status: number;
  /** The response body as sent (JSON text). */
  body: string;
}

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Short JSON for messages. */
function show(value: Json): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

function keyPath(path: string, key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** Exact JSON equality, object-key order ignored, list order significant; each difference with its path. */
export function jsonDifferences(expected: Json, actual: Json, path = '$'): string[] {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const differences = expected
      .slice(0, actual.length)
      .flatMap((item, index) => jsonDifferences(item, actual[index], `${path}[${index}]`));
    if (expected.length !== actual.length) {
      const extra = actual.length > expected.length ? `; first extra item ${show(actual[expected.length])}` : '';
      differences.unshift(`${path}: expected ${expected.length} items, got ${actual.length}${extra}`);
    }
    return differences;
  }
  if (isRecord(expected) && isRecord(actual)) {
    const differences: string[] = [];
    for (const [key, value] of Object.entries(expected)) {
      if (!(key in actual)) differences.push(`${keyPath(path, key)}: missing (expected ${show(value)})`);
      else differences.push(...jsonDifferences(value, actual[key], keyPath(path, key)));
    }
    for (const key of Object.keys(actual)) {
      if (!(key in expected)) differences.push(`${keyPath(path, key)}: not expected (got ${show(actual[key])})`);
    }
    return differences;
  }
  return Object.is(expected, actual) || expected === actual ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`];
}

/** Quotes unified (`"x"` and `'x'`), trailing whitespace of every line dropped. */
export function normaliseMessage(message: string): string {
  return message
    .replaceAll('"', "'")
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** Message changes between the Hasura versions of the copies and current v2 (README). */
const MESSAGE_DRIFT: { expected: RegExp; actual: RegExp; note: string }[] = [
  {
    expected: /^Check constraint violation\. (?:insert|update) check constraint failed$/,
    actual: /^check constraint of an insert\/update permission has failed$/,
    note: 'older wording of the permission check failure',
  },
  {
    expected: /^missing session variables: "[^"]+"$/,
    actual: /^missing session variable: "[^"]+"$/,
    note: 'older wording of a missing session variable',
  },
];

function messageWarning(path: string, expected: Json, actual: Json): string[] {
  if (typeof expected !== 'string' || typeof actual !== 'string') {
    return expected === actual ? [] : [`${path}: expected message ${show(expected)}, got ${show(actual)}`];
  }
  if (normaliseMessage(expected) === normaliseMessage(actual)) return [];
  const drift = MESSAGE_DRIFT.find((known) => known.expected.test(expected.trim()) && known.actual.test(actual.trim()));
  return [
    `${path}: message ${show(actual)} differs from upstream's ${show(expected)}${drift ? ` (known version drift: ${drift.note})` : ''}`,
  ];
}

/** Newer v2 reports constraint violations at the mutation's argument instead of `$` (README). */
function isPathDrift(expectedError: Record<string, Json>, expectedPath: Json, actualPath: Json): boolean {
  const extensions = isRecord(expectedError.extensions) ? expectedError.extensions : {};
  return (
    extensions.code === 'constraint-violation' &&
    expectedPath === '$' &&
    typeof actualPath === 'string' &&
    actualPath.startsWith('$.selectionSet.')
  );
}

function compareError(expected: Json, actual: Json, path: string, result: Comparison): void {
  if (!isRecord(expected) || !isRecord(actual)) {
    result.differences.push(...jsonDifferences(expected, actual, path));
    return;
  }
  const { message: expectedMessage, extensions: expectedExtensions, ...expectedRest } = expected;
  const { message: actualMessage, extensions: actualExtensions, ...actualRest } = actual;
  result.warnings.push(...messageWarning(`${path}.message`, expectedMessage, actualMessage));
  result.differences.push(...jsonDifferences(expectedRest, actualRest, path));
  if (!isRecord(expectedExtensions) || !isRecord(actualExtensions)) {
    result.differences.push(...jsonDifferences(expectedExtensions, actualExtensions, `${path}.extensions`));
    return;
  }
  const { path: expectedPath, ...expectedOther } = expectedExtensions;
  const { path: actualPath, ...actualOther } = actualExtensions;
  if (expectedPath !== actualPath && isPathDrift(expected, expectedPath, actualPath)) {
    result.warnings.push(`${path}.extensions.path: ${show(actualPath)} instead of upstream's "$" (known version drift: newer v2 paths)`);
  } else {
    result.differences.push(...jsonDifferences(expectedPath, actualPath, `${path}.extensions.path`));
  }
  if (isLimitDrift(expectedOther.code, expectedMessage, actualOther.code, actualMessage)) {
    result.warnings.push(
      `${path}.extensions.code: "validation-failed" instead of upstream's "not-supported" (known version drift: newer v2 limit)`,
    );
    result.differences.push(...jsonDifferences({ ...expectedOther, code: null }, { ...actualOther, code: null }, `${path}.extensions`));
  } else {
    result.differences.push(...jsonDifferences(expectedOther, actualOther, `${path}.extensions`));
  }
}

/**
 * Newer v2 parses `limit` as a non-negative Int (schema-parsers Scalars.hs nonNegativeInt): a negative one is
 * validation-failed, as upstream's later version of limits/select_query_article_neg_limit_error.yaml says (README).
 */
function isLimitDrift(expectedCode: Json, expectedMessage: Json, actualCode: Json, actualMessage: Json): boolean {
  return (
    expectedCode === 'not-supported' &&
    expectedMessage === 'unexpected negative value' &&
    actualCode === 'validation-failed' &&
    typeof actualMessage === 'string' &&
    actualMessage.startsWith('expected a non-negative 32-bit integer')
  );
}

function compareBody(expected: Json, actual: Json, result: Comparison): void {
  if (!isRecord(expected) || !isRecord(actual) || !Array.isArray(expected.errors) || !Array.isArray(actual.errors)) {
    result.differences.push(...jsonDifferences(expected, actual));
    return;
  }
  const { errors: expectedErrors, ...expectedRest } = expected;
  const { errors: actualErrors, ...actualRest } = actual;
  result.differences.push(...jsonDifferences(expectedRest, actualRest));
  if (expectedErrors.length !== actualErrors.length) {
    result.differences.push(`$.errors: expected ${expectedErrors.length} errors, got ${actualErrors.length}: ${show(actualErrors)}`);
  }
  expectedErrors
    .slice(0, actualErrors.length)
    .forEach((error, index) => compareError(error, actualErrors[index], `$.errors[${index}]`, result));
}

/** Compares one response with a case's expectation, upstream's way. */
export function compareResponse(options: CompareOptions): Comparison {
  const result: Comparison = { differences: [], warnings: [] };
  if (options.status !== options.expectedStatus) {
    result.differences.push(`status: expected ${options.expectedStatus}, got ${options.status}`);
  }
  if (options.expectedBody === undefined) return result;
  let actual: Json;
  try {
    actual = JSON.parse(options.body);
  } catch {
    result.differences.push(`body is not JSON: ${options.body.slice(0, 120)}`);
    return result;
  }
  compareBody(options.expectedBody, actual, result);
  return result;
}
