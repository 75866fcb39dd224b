// JSON helpers shared by the JWT secret's parser and the claims reader: plain objects, own keys, string
// lists, and the JSON paths Hasura accepts in `claims_namespace_path` and `claims_map`.
type JsonObject = Record<string, unknown>;

export interface JsonPath {
  /** As written in the configuration, for error messages. */
  text: string;
  segments: readonly (string | number)[];
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function unescapeQuoted(body: string): string {
  return body.replace(/\\(.)/g, '$1');
}

const JSON_PATH_SEGMENT = /^(?:\.([^.[\]'"]+)|\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]|\["((?:[^"\\]|\\.)*)"\])/;

/** Parses the JSON paths Hasura accepts: `$`, `$.a.b`, `$.a[0]`, `$['a.b']`. */
export function parseJsonPath(text: string): JsonPath {
  if (!text.startsWith('$')) throw new Error(`"${text}" must start with "$"`);
  const segments: (string | number)[] = [];
  let rest = text.slice(1);
  while (rest !== '') {
    const match = JSON_PATH_SEGMENT.exec(rest);
    if (!match) throw new Error(`unexpected "${rest}" in "${text}"`);
    const [whole, dotted, index, single, double] = match;
    if (index !== undefined) segments.push(Number(index));
    else segments.push(dotted ?? unescapeQuoted(single ?? double ?? ''));
    rest = rest.slice(whole.length);
  }
  return { text, segments };
}

/** The value at a JSON path, or undefined when any step is missing. */
export function readJsonPath(root: unknown, segments: readonly (string | number)[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (typeof segment === 'number') current = Array.isArray(current) ? current[segment] : undefined;
    else current = isObject(current) ? own(current, segment) : undefined;
    if (current === undefined) return undefined;
  }
  return current;
}
