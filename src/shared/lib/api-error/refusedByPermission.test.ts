import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { refusedByPermission } from './refusedByPermission';

const refusal = (message: string, code: string) => new CombinedError({ graphQLErrors: [{ message, extensions: { code } }] });

describe('refusedByPermission', () => {
  it('is a failed insert or update check, not a CHECK constraint nor a refused role', () => {
    expect(refusedByPermission(refusal('check constraint of an insert/update permission has failed', 'permission-error'))).toBe(true);
    expect(refusedByPermission(refusal('Check constraint violation. too many (constraint "discussions_budget")', 'permission-error'))).toBe(
      false,
    );
    expect(refusedByPermission(refusal('field "hidden" not found in type: \'discussions_set_input\'', 'validation-failed'))).toBe(false);
  });
});
