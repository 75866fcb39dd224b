// Refuses passwords an online attacker would guess (NIST SP 800-63B 5.1.1.2: common, breached or derived from
// the account's own details), with zxcvbn and its common-password dictionaries; no composition rules.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AuthError } from './errors.ts';

/** zxcvbn's score 2: more than 10^6 guesses, out of reach of a throttled online attack. */
const MIN_SCORE = 2;
/**
 * zxcvbn's time grows with the length (about 100 ms at 100 characters on pathological l33t input, 200 ms at
 * 256); the characters after these add strength it would only confirm.
 */
const CHECKED_CHARACTERS = 100;

// Built once (about 25 ms): the dictionaries are ranked at construction.
let factory: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory;
}

export function weakPassword(): AuthError {
  return new AuthError(
    'weak-password',
    'This password is too easy to guess: avoid common passwords and your name, username or email. A few unrelated words make a strong one.',
  );
}

/** The account's own details and their parts, which a password must not be built from. */
function userInputs(details: readonly string[]): string[] {
  const inputs = new Set<string>();
  for (const detail of details) {
    const value = detail.trim().toLowerCase();
    if (value === '') continue;
    inputs.add(value);
    for (const part of value.split(/[\s@._+-]+/u)) if (part.length >= 3) inputs.add(part);
  }
  return [...inputs];
}

/** Throws weak-password for a password of only white space or one zxcvbn scores under 2. */
export function checkPasswordStrength(password: string, details: readonly string[]): void {
  if (/^\s*$/u.test(password)) throw weakPassword();
  const checked = [...password].slice(0, CHECKED_CHARACTERS).join('');
  if (zxcvbn().check(checked, userInputs(details)).score < MIN_SCORE) throw weakPassword();
}
