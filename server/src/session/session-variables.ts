// Session variables as the SQL compiler reads them: one by name, and array-valued ones in Postgres or JSON form.
import { SessionError } from './errors.ts';
import type { Session } from './session.ts';

/** A session variable by name, any case; a missing one is Hasura's `not-found` error. */
export function getSessionVariable(session: Session, name: string): string {
  const key = name.toLowerCase();
  const value = Object.hasOwn(session.variables, key) ? session.variables[key] : undefined;
  if (value === undefined) throw new SessionError('not-found', `missing session variable: "${key}"`);
  return value;
}

function malformedArray(value: string, detail: string): SessionError {
  return new SessionError('parse-failed', `malformed array literal: "${value}" (${detail})`);
}

function readQuoted(body: string, start: number, literal: string): { element: string; end: number } {
  let element = '';
  for (let index = start + 1; index < body.length; index += 1) {
    const char = body[index];
    if (char === '"') return { element, end: index + 1 };
    element += char === '\\' ? (body[++index] ?? '') : char;
  }
  throw malformedArray(literal, 'unterminated quoted element');
}

function readUnquoted(body: string, start: number, literal: string): { element: string; end: number } {
  let element = '';
  let index = start;
  for (; index < body.length && body[index] !== ','; index += 1) {
    const char = body[index] as string;
    if ('{}"'.includes(char)) throw malformedArray(literal, `unexpected "${char}"`);
    element += char === '\\' ? (body[++index] ?? '') : char;
  }
  const trimmed = element.trim();
  if (trimmed === '') throw malformedArray(literal, 'empty element');
  // Postgres reads an unquoted NULL as SQL NULL, which a list of strings cannot carry.
  if (trimmed.toUpperCase() === 'NULL') throw malformedArray(literal, 'NULL elements are not supported');
  return { element: trimmed, end: index };
}

function skipSpaces(body: string, start: number): number {
  let index = start;
  while (index < body.length && /\s/.test(body[index] as string)) index += 1;
  return index;
}

/** Postgres' one-dimensional array literal: `{1,2,"a b"}`, elements quoted with backslash escapes. */
function parsePostgresArray(literal: string): string[] {
  const body = literal.slice(1, -1);
  if (body.trim() === '') return [];
  const elements: string[] = [];
  let index = 0;
  for (;;) {
    index = skipSpaces(body, index);
    const read = body[index] === '"' ? readQuoted(body, index, literal) : readUnquoted(body, index, literal);
    elements.push(read.element);
    index = skipSpaces(body, read.end);
    if (index >= body.length) return elements;
    if (body[index] !== ',') throw malformedArray(literal, `unexpected "${body[index]}"`);
    index += 1;
  }
}

function parseJsonArray(value: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    throw malformedArray(value, (error as Error).message);
  }
  if (!Array.isArray(parsed)) throw malformedArray(value, 'not an array');
  return parsed.map((item) => {
    if (typeof item === 'string') return item;
    if (typeof item === 'number' || typeof item === 'boolean') return String(item);
    throw malformedArray(value, 'elements must be strings, numbers or booleans');
  });
}

/**
 * Reads an array-valued session variable: Hasura's Postgres array literal (`{1,2,"a b"}`) or a JSON
 * array (`["a","b"]`, how this engine keeps array claims). Throws `parse-failed` on anything else.
 */
export function parseSessionArray(value: string): string[] {
  const trimmed = value.trim();
  if (trimmed.startsWith('{') && trimmed.endsWith('}')) return parsePostgresArray(trimmed);
  if (trimmed.startsWith('[')) return parseJsonArray(trimmed);
  throw malformedArray(value, 'expected "{...}" or a JSON array');
}
