// Shape readers: a value read as a record, string, list, boolean or qualified name, or refused with
// Hasura's kind of message naming where it sits.
import { isJsonObject, type JsonObject, type QualifiedName } from '../model/metadata-types.ts';
import { type At, type Found, fail } from './read-yaml.ts';

export function describe(value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : JSON.stringify(value);
}

/** The value under `key`; an included value starts a new file with an empty path. */
export function get(container: Record<string, unknown> | readonly unknown[], key: string | number, parent: At): Found {
  const value = (container as Record<string | number, unknown>)[key];
  const origin = typeof value === 'object' && value !== null ? parent.ctx.origins.get(value) : undefined;
  if (origin !== undefined && origin !== parent.file) return { value, at: { ...parent, file: origin, path: '' } };
  const step = typeof key === 'number' ? `[${key}]` : parent.path === '' ? key : `.${key}`;
  return { value, at: { ...parent, path: parent.path + step } };
}

export function readRecord({ value, at }: Found): Record<string, unknown> {
  if (!isJsonObject(value)) fail(at, `expected an object, got ${describe(value)}`);
  return value;
}

export function readString({ value, at }: Found): string {
  if (typeof value !== 'string' || value === '') fail(at, `expected a non-empty string, got ${describe(value)}`);
  return value;
}

export function readStrings({ value, at }: Found): string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    fail(at, `expected a list of names, got ${describe(value)}`);
  }
  return value as string[];
}

export function readBoolean({ value, at }: Found, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') fail(at, `expected true or false, got ${describe(value)}`);
  return value;
}

/** The items of a list, each with where it sits; an absent (or empty-file) list is empty. */
export function itemsOf(found: Found): Found[] {
  if (found.value === undefined || found.value === null) return [];
  if (!Array.isArray(found.value)) fail(found.at, `expected a list, got ${describe(found.value)}`);
  return found.value.map((_, index) => get(found.value as unknown[], index, found.at));
}

/** An object file or key; absent means `fallback`. */
export function optionalRecord(found: Found, fallback: JsonObject = {}): JsonObject {
  return found.value === undefined || found.value === null ? fallback : readRecord(found);
}

/** `{schema, name}`, or a bare name in schema public, as Hasura accepts both. */
export function readQualifiedName(found: Found): QualifiedName {
  if (typeof found.value === 'string' && found.value !== '') return { schema: 'public', name: found.value };
  const raw = readRecord(found);
  const schema = raw.schema === undefined ? 'public' : readString(get(raw, 'schema', found.at));
  return { schema, name: readString(get(raw, 'name', found.at)) };
}

export function requireKeys(raw: Record<string, unknown>, keys: readonly string[], at: At): void {
  const missing = keys.find((key) => raw[key] === undefined);
  if (missing !== undefined) fail(at, `"${missing}" is missing`);
}

/** `{ [key]: items }` when the key is present, so absent lists stay absent as in the file. */
export function listField<T>(raw: Record<string, unknown>, key: string, at: At, parseItem: (item: Found) => T): Record<string, T[]> {
  return raw[key] === undefined ? {} : { [key]: itemsOf(get(raw, key, at)).map(parseItem) };
}
