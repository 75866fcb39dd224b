import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { RestError } from '@/shared/api';
import { classifyFailure } from './classifyFailure';

const graphql = (message: string, code: string) => new CombinedError({ graphQLErrors: [{ message, extensions: { code } }] });

describe('classifyFailure', () => {
  it('reads the REST APIs refusals by status', () => {
    expect(classifyFailure(new RestError('network-error', 'offline'))).toEqual({ kind: 'network', code: 'network-error' });
    expect(classifyFailure(new RestError('invalid-refresh-token', 'gone', 401))).toEqual({
      kind: 'unauthorized',
      code: 'invalid-refresh-token',
    });
    expect(classifyFailure(new RestError('weak-password', 'short', 400))).toEqual({ kind: 'validation', code: 'weak-password' });
    expect(classifyFailure(new RestError('signup-refused', 'refused', 409))).toEqual({ kind: 'conflict', code: 'signup-refused' });
    expect(classifyFailure(new RestError('too-many-attempts', 'wait', 429, 120))).toEqual({
      kind: 'rate-limited',
      code: 'too-many-attempts',
      retryAfter: 120,
    });
    expect(classifyFailure(new RestError('internal-error', 'internal error', 500))).toEqual({
      kind: 'unknown',
      code: 'internal-error',
      message: 'internal error',
      fromDatabase: false,
    });
  });

  it('reads a constraint violation by the constraint it names, with its table and columns', () => {
    const duplicate = graphql(
      'Uniqueness violation. duplicate key value violates unique constraint "categories_slug_key"',
      'constraint-violation',
    );
    expect(classifyFailure(duplicate)).toEqual({
      kind: 'conflict',
      code: 'constraint-violation',
      constraint: { name: 'categories_slug_key', table: 'categories', columns: ['slug'], kind: 'unique' },
    });
    const check = graphql(
      'Check constraint violation. new row for relation "user_profiles" violates check constraint "user_profiles_bio_check"',
      'constraint-violation',
    );
    expect(classifyFailure(check)).toMatchObject({ kind: 'validation', constraint: { name: 'user_profiles_bio_check', columns: ['bio'] } });
    const lastAdmin = graphql(
      'Check constraint violation. the last admin cannot be revoked; grant another admin first (constraint "user_profiles_keep_one_admin")',
      'constraint-violation',
    );
    expect(classifyFailure(lastAdmin)).toMatchObject({
      kind: 'validation',
      constraint: { name: 'user_profiles_keep_one_admin', kind: 'trigger' },
    });
    expect(
      classifyFailure(graphql('Check constraint violation. new row violates check constraint "other_check"', 'constraint-violation')),
    ).toEqual({
      kind: 'validation',
      code: 'constraint-violation',
    });
  });

  it("reads a CHECK refusal in Hasura's words, a permission-error, as a refused value and not a refused role", () => {
    const check = graphql(
      'Check constraint violation. new row for relation "user_profiles" violates check constraint "user_profiles_bio_check"',
      'permission-error',
    );
    expect(classifyFailure(check)).toMatchObject({
      kind: 'validation',
      code: 'permission-error',
      constraint: { name: 'user_profiles_bio_check' },
    });
    expect(classifyFailure(graphql('check constraint of an insert/update permission has failed', 'permission-error'))).toEqual({
      kind: 'unauthorized',
      code: 'permission-error',
    });
  });

  it('reads refused logins, unreachable services, and the rest with whether its wording is the database own', () => {
    expect(classifyFailure(graphql('Could not verify JWT: JWTExpired', 'invalid-jwt'))).toEqual({
      kind: 'unauthorized',
      code: 'invalid-jwt',
    });
    expect(classifyFailure(new CombinedError({ networkError: new Error('Failed to fetch') }))).toEqual({
      kind: 'network',
      code: 'network-error',
    });
    expect(classifyFailure(graphql('database query error', 'unexpected'))).toEqual({
      kind: 'unknown',
      code: 'unexpected',
      message: 'database query error',
      fromDatabase: true,
    });
    expect(classifyFailure(new Error('boom'))).toEqual({ kind: 'unknown', code: 'unknown', message: '', fromDatabase: false });
  });
});
