// Request bodies of the auth API, checked with the rules the database enforces (auth.users and
// public.user_profiles CHECKs in the first migration), so a bad value gets a precise code instead of a
// constraint violation.
import { domainToASCII, domainToUnicode } from 'node:url';
import { COLUMN_LENGTHS } from '../db/constraints.ts';
import { AuthError, invalidCredentials } from './errors.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the argon2 work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 256;
const EMAIL_MAX_LENGTH = COLUMN_LENGTHS['auth.users'].email.max;
const DISPLAY_NAME_MAX_LENGTH = COLUMN_LENGTHS.user_profiles.display_name.max;
const USERNAME_LENGTH = COLUMN_LENGTHS.user_profiles.username;
// The same patterns as public.is_email and the user_profiles.username CHECK.
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_]{${USERNAME_LENGTH.min},${USERNAME_LENGTH.max}}$`);

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
  username: string;
}

export interface SignInInput {
  email: string;
  password: string;
}

export const invalidEmail = (): AuthError => new AuthError('invalid-email', 'Enter a valid email address, such as name@example.com.');
export const invalidUsername = (): AuthError =>
  new AuthError(
    'invalid-username',
    `The username must have ${USERNAME_LENGTH.min} to ${USERNAME_LENGTH.max} letters, digits or underscores.`,
  );
export const invalidDisplayName = (): AuthError =>
  new AuthError('invalid-display-name', `The display name must have 1 to ${DISPLAY_NAME_MAX_LENGTH} characters.`);

/** Length in characters (code points), as Postgres char_length counts. */
function characters(value: string): number {
  return [...value].length;
}

export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AuthError('invalid-request', 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string') throw new AuthError('invalid-request', `"${name}" is required and must be a string.`);
  return value;
}

/** A domain's labels in their ASCII (IDNA) form: letters, digits and inner hyphens, 1-63 each. */
const ASCII_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A domain in one canonical form, so that look-alike spellings of it are one address: trailing dots removed,
 * mapped and checked by IDNA (UTS #46, as browsers do: "EXAMPLE.com", "ｅｘａｍｐｌｅ．ｃｏｍ" and "example.com."
 * are "example.com"; "xn--e1afmkfd.xn--p1ai" is "пример.рф"), in its Unicode form. Null when IDNA refuses it
 * or a label is not a hostname's (an underscore, an empty label).
 */
export function canonicalDomain(domain: string): string | null {
  const ascii = domainToASCII(domain.replace(/\.+$/u, ''));
  if (ascii === '' || ascii.length > 253 || !ascii.split('.').every((label) => ASCII_LABEL.test(label))) return null;
  const unicode = domainToUnicode(ascii);
  // A punycode label that does not decode (`xn--zz`): Node 20's IDNA refuses it above, Node 24's passes it through
  // as it is, so a label still in its `xn--` form here is one IDNA cannot read.
  if (unicode.split('.').some((label) => label.startsWith('xn--'))) return null;
  return unicode;
}

/**
 * NFKC (fullwidth and other compatibility forms become plain ones: "Ａlice" is "Alice"), trimmed and
 * lower-cased, the domain in its canonical form (canonicalDomain; kept as typed when it has none), so the same
 * address always finds the same account (auth.users.email is citext as well).
 */
export function normalizeEmail(raw: string): string {
  const email = raw.normalize('NFKC').trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const domain = canonicalDomain(email.slice(at + 1));
  return domain === null ? email : `${email.slice(0, at + 1)}${domain}`;
}

/** The normalised address if it has the shape x@y.z; throws invalid-email. Sign-in checks no more than this. */
export function emailOfShape(raw: string): string {
  const email = normalizeEmail(raw);
  if (!EMAIL_PATTERN.test(email) || characters(email) > EMAIL_MAX_LENGTH) {
    throw invalidEmail();
  }
  return email;
}

// Look-alike scripts: a label mixing two of them ("pаypal" with a Cyrillic а) impersonates another address.
const CONFUSABLE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/** Whether a dot-separated part of the local part or domain mixes Latin, Cyrillic and Greek letters. */
function mixesScripts(email: string): boolean {
  return email.split(/[.@]/u).some((label) => CONFUSABLE_SCRIPTS.filter((script) => script.test(label)).length > 1);
}

/**
 * The normalised email address of a new account; throws invalid-email also for invisible characters (\p{C}:
 * zero-width space and joiner, bidi controls, soft hyphen, control characters; looked for before IDNA would
 * drop some of them), a domain IDNA refuses, and mixed-script labels (also when typed as punycode), which make
 * an address look like another one.
 */
export function checkEmail(raw: string): string {
  const email = emailOfShape(raw);
  const typed = raw.normalize('NFKC').trim().toLowerCase();
  const hidden = () =>
    new AuthError('invalid-email', 'The email address has hidden characters or mixes alphabets in one part; type it again by hand.');
  if (/\p{C}/u.test(typed)) throw hidden();
  if (canonicalDomain(typed.slice(typed.lastIndexOf('@') + 1)) === null) throw invalidEmail();
  if (mixesScripts(email)) throw hidden();
  return email;
}

/** Throws weak-password unless the password has 8 to 256 characters. */
export function checkPassword(password: string): string {
  const length = characters(password);
  if (length < PASSWORD_MIN_LENGTH) {
    throw new AuthError('weak-password', `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  if (length > PASSWORD_MAX_LENGTH) {
    throw new AuthError('weak-password', `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`);
  }
  return password;
}

/** The trimmed username; throws invalid-username. */
export function checkUsername(raw: string): string {
  const username = raw.trim();
  if (!USERNAME_PATTERN.test(username)) {
    throw invalidUsername();
  }
  return username;
}

/** The trimmed display name; throws invalid-display-name. */
export function checkDisplayName(raw: string): string {
  // String.prototype.trim removes the same Unicode white space as public.trim_space.
  const displayName = raw.trim();
  const length = characters(displayName);
  if (length < 1 || length > DISPLAY_NAME_MAX_LENGTH) {
    throw invalidDisplayName();
  }
  return displayName;
}

/** POST /auth/signup; fields checked in the order the form shows them. */
export function readSignUp(body: unknown): SignUpInput {
  const fields = bodyObject(body);
  const raw = {
    email: stringField(fields, 'email'),
    password: stringField(fields, 'password'),
    displayName: stringField(fields, 'displayName'),
    username: stringField(fields, 'username'),
  };
  return {
    email: checkEmail(raw.email),
    password: checkPassword(raw.password),
    displayName: checkDisplayName(raw.displayName),
    username: checkUsername(raw.username),
  };
}

/**
 * POST /auth/signin; no password or look-alike rule here, so accounts made under older rules can still sign
 * in, but the same normalisation as sign-up.
 */
export function readSignIn(body: unknown): SignInInput {
  const fields = bodyObject(body);
  const email = emailOfShape(stringField(fields, 'email'));
  const password = stringField(fields, 'password');
  if (password === '') throw new AuthError('invalid-request', '"password" is required.');
  if (characters(password) > PASSWORD_MAX_LENGTH) throw invalidCredentials();
  return { email, password };
}

/** POST /auth/token and /auth/signout. */
export function readRefreshToken(body: unknown): string {
  const token = stringField(bodyObject(body), 'refreshToken');
  if (token === '') throw new AuthError('invalid-request', '"refreshToken" is required.');
  return token;
}

/** POST /auth/verify-email: the token of the mailed link. */
export function readEmailToken(body: unknown): string {
  const token = stringField(bodyObject(body), 'token');
  if (token === '') throw new AuthError('invalid-request', '"token" is required.');
  return token;
}
