// Upstream's comparison rules: key order ignored, list order significant, error code and path strict,
// error messages loose (warnings), known version drift named.
import { describe, expect, test } from 'vitest';
import { compareResponse, jsonDifferences } from './compare.ts';

const response = (body: unknown, status = 200) => ({ status, body: JSON.stringify(body) });

describe('compareResponse', () => {
  test('object key order is ignored, list order is not', () => {
    const expected = {
      data: {
        author: [
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ],
      },
    };
    expect(
      compareResponse({
        expectedStatus: 200,
        expectedBody: expected,
        ...response({
          data: {
            author: [
              { name: 'A', id: 1 },
              { name: 'B', id: 2 },
            ],
          },
        }),
      }),
    ).toEqual({
      differences: [],
      warnings: [],
    });
    const swapped = compareResponse({
      expectedStatus: 200,
      expectedBody: expected,
      ...response({
        data: {
          author: [
            { id: 2, name: 'B' },
            { id: 1, name: 'A' },
          ],
        },
      }),
    });
    expect(swapped.differences).toEqual([
      '$.data.author[0].id: expected 1, got 2',
      '$.data.author[0].name: expected "A", got "B"',
      '$.data.author[1].id: expected 2, got 1',
      '$.data.author[1].name: expected "B", got "A"',
    ]);
  });

  test('the status is exact, and alone when there is no expected body', () => {
    expect(compareResponse({ expectedStatus: 200, ...response({ whatever: true }, 400) }).differences).toEqual([
      'status: expected 200, got 400',
    ]);
    expect(compareResponse({ expectedStatus: 200, ...response({ whatever: true }) }).differences).toEqual([]);
  });

  test('errors: code and path strict, message loose with quotes normalised', () => {
    const expected = {
      errors: [
        {
          extensions: { code: 'validation-failed', path: '$.selectionSet.author.selectionSet.x' },
          message: `field "x" not found in type: 'author'`,
        },
      ],
    };
    const newer = {
      errors: [
        {
          message: "field 'x' not found in type: 'author'  ",
          extensions: { path: '$.selectionSet.author.selectionSet.x', code: 'validation-failed' },
        },
      ],
    };
    expect(compareResponse({ expectedStatus: 200, expectedBody: expected, ...response(newer) })).toEqual({
      differences: [],
      warnings: [],
    });

    const reworded = { errors: [{ message: 'no such field', extensions: { path: '$.selectionSet.author', code: 'not-found' } }] };
    const result = compareResponse({ expectedStatus: 200, expectedBody: expected, ...response(reworded) });
    expect(result.differences).toEqual([
      '$.errors[0].extensions.path: expected "$.selectionSet.author.selectionSet.x", got "$.selectionSet.author"',
      '$.errors[0].extensions.code: expected "validation-failed", got "not-found"',
    ]);
    expect(result.warnings).toEqual([
      `$.errors[0].message: message "no such field" differs from upstream's "field \\"x\\" not found in type: 'author'"`,
    ]);
  });

  test('known drift: permission check wording and constraint-violation paths are warnings', () => {
    const expected = {
      errors: [
        {
          message: 'Check constraint violation. update check constraint failed',
          extensions: { code: 'permission-error', path: '$.selectionSet.update_article.args' },
        },
        { message: 'Foreign key violation.', extensions: { code: 'constraint-violation', path: '$' } },
      ],
    };
    const actual = {
      errors: [
        {
          message: 'check constraint of an insert/update permission has failed',
          extensions: { code: 'permission-error', path: '$.selectionSet.update_article.args' },
        },
        {
          message: 'Foreign key violation.',
          extensions: { code: 'constraint-violation', path: '$.selectionSet.delete_author.args.where' },
        },
      ],
    };
    const result = compareResponse({ expectedStatus: 200, expectedBody: expected, ...response(actual) });
    expect(result.differences).toEqual([]);
    expect(result.warnings).toHaveLength(2);
    expect(result.warnings[0]).toMatch(/known version drift: older wording/);
    expect(result.warnings[1]).toMatch(/known version drift: newer v2 paths/);
  });

  test("known drift: a negative limit's older not-supported is a warning against current v2's validation-failed", () => {
    const path = '$.selectionSet.article.args.limit';
    const expected = { errors: [{ message: 'unexpected negative value', extensions: { code: 'not-supported', path } }] };
    const current = "expected a non-negative 32-bit integer for type 'Int', but found an integer";
    const actual = { errors: [{ message: current, extensions: { code: 'validation-failed', path } }] };
    const result = compareResponse({ expectedStatus: 200, expectedBody: expected, ...response(actual) });
    expect(result.differences).toEqual([]);
    expect(result.warnings.some((warning) => /known version drift: newer v2 limit/.test(warning))).toBe(true);
    // Any other validation-failed for a not-supported case still fails.
    const other = { errors: [{ message: 'something else', extensions: { code: 'validation-failed', path } }] };
    expect(compareResponse({ expectedStatus: 200, expectedBody: expected, ...response(other) }).differences).not.toEqual([]);
  });

  test('data where errors were expected, extra error fields and non-JSON bodies fail', () => {
    const expected = { errors: [{ message: 'm', extensions: { code: 'c', path: '$' } }] };
    expect(compareResponse({ expectedStatus: 200, expectedBody: expected, ...response({ data: { a: 1 } }) }).differences).toEqual([
      '$.errors: missing (expected [{"message":"m","extensions":{"code":"c","path":"$"}}])',
      '$.data: not expected (got {"a":1})',
    ]);
    const extra = { errors: [{ message: 'm', extensions: { code: 'c', path: '$' }, locations: [] }] };
    expect(compareResponse({ expectedStatus: 200, expectedBody: expected, ...response(extra) }).differences).toEqual([
      '$.errors[0].locations: not expected (got [])',
    ]);
    expect(compareResponse({ expectedStatus: 200, expectedBody: expected, status: 200, body: 'oops' }).differences).toEqual([
      'body is not JSON: oops',
    ]);
  });
});

describe('jsonDifferences', () => {
  test('numbers and strings differ; list lengths are reported with the first extra item', () => {
    expect(jsonDifferences({ n: '1' }, { n: 1 })).toEqual(['$.n: expected "1", got 1']);
    expect(jsonDifferences([1], [1, 2])).toEqual(['$: expected 1 items, got 2; first extra item 2']);
    expect(jsonDifferences({ 'a-b': 1 }, {})).toEqual(['$["a-b"]: missing (expected 1)']);
  });
});
