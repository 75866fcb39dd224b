import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { saveFailureOf } from './useSaveEvent';

const apiError = (message: string, code: string) => new CombinedError({ graphQLErrors: [{ message, extensions: { code, path: '$' } }] });

describe('saveFailureOf', () => {
  it('puts a refused end date, price, address or slug at its field', () => {
    const check = (constraint: string) =>
      saveFailureOf(
        apiError(
          `Check constraint violation. new row for relation "events" violates check constraint "${constraint}"`,
          'constraint-violation',
        ),
      );
    expect(check('events_end_after_start')).toEqual({ kind: 'refused', reason: ['endDate', 'endBeforeStart'] });
    expect(check('events_price_check')).toEqual({ kind: 'refused', reason: ['price', 'price'] });
    expect(check('events_registration_url_check')).toEqual({ kind: 'refused', reason: ['registrationUrl', 'url'] });
    expect(
      saveFailureOf(
        apiError('Uniqueness violation. duplicate key value violates unique constraint "events_slug_key"', 'constraint-violation'),
      ),
    ).toEqual({ kind: 'refused', reason: ['slug', 'slugTaken'] });
  });

  it('never passes on the wording of a constraint it does not know', () => {
    expect(
      saveFailureOf(apiError('Check constraint violation. new row violates check constraint "other"', 'constraint-violation')),
    ).toEqual({ kind: 'rejected' });
  });

  it('names missing rights, and gives other messages as they are', () => {
    expect(saveFailureOf(apiError('field "name" not found in type: \'events_insert_input\'', 'validation-failed'))).toEqual({
      kind: 'permission',
      message: 'field "name" not found in type: \'events_insert_input\'',
    });
    expect(saveFailureOf(new CombinedError({ networkError: new Error('Failed to fetch') }))).toEqual({
      kind: 'failed',
      message: 'Failed to fetch',
    });
  });
});
