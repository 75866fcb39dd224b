import { describe, expect, it } from 'vitest';
import { decodeAccessToken, formatCountdown } from './accessToken';

const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('decodeAccessToken', () => {
  it('reads the Hasura claims, subject and times', () => {
    const payload = {
      sub: 'u1',
      iat: 100,
      exp: 1000,
      'https://hasura.io/jwt/claims': {
        'x-hasura-allowed-roles': ['user', 'site_admin'],
        'x-hasura-default-role': 'user',
        'x-hasura-user-id': 'u1',
        name: '数据',
      },
    };
    expect(decodeAccessToken(`${encode({ alg: 'HS256' })}.${encode(payload)}.signature`)).toEqual({
      subject: 'u1',
      allowedRoles: ['user', 'site_admin'],
      defaultRole: 'user',
      userId: 'u1',
      issuedAt: 100,
      expiresAt: 1000,
    });
  });

  it('gives null for something that is not a JWT', () => {
    expect(decodeAccessToken('not-a-token')).toBeNull();
    expect(decodeAccessToken('a.%%%.c')).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, hours when needed, and stops at zero', () => {
    expect(formatCountdown(14 * 60 + 5)).toBe('14:05');
    expect(formatCountdown(3600 + 61)).toBe('1:01:01');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
