// The `path` argument of json and jsonb columns, in Hasura's dialect (hasura/graphql-engine server/src-lib
// Data/Parser/JSONPath.hs): `$` alone is the whole value; otherwise an optional `$`, then keys (`.key` or `key`:
// a letter or `_`, then letters, digits, `_`, `-`) and brackets (`[0]`, `["key"]`, `['key']`, optionally after
// a dot). The parts are what PostgreSQL's `#>` takes.
import { GraphqlError } from '../errors.ts';

const NAME = /[\p{L}_][\p{L}0-9_-]*/uy;
const INDEX = /\d+/y;

/** A quoted key's text: JSON string syntax, inside single quotes `\'` for a quote and a bare `"` allowed. */
function quoted(text: string, start: number): { key: string; end: number } | null {
  const quote = text[start];
  let body = '';
  let i = start + 1;
  for (; i < text.length && text[i] !== quote; i += 1) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length) {
      const next = text[i + 1]!;
      body += quote === "'" && next === "'" ? "'" : `\\${next}`;
      i += 1;
    } else body += quote === "'" && char === '"' ? '\\"' : char;
  }
  if (i >= text.length) return null;
  try {
    return { key: JSON.parse(`"${body}"`) as string, end: i + 1 };
  } catch {
    return null;
  }
}

/** One element at `start`: its key or index as text and where it ends, or null. */
function element(text: string, start: number): { part: string; end: number } | null {
  const at = text[start] === '.' ? start + 1 : start;
  NAME.lastIndex = at;
  const name = NAME.exec(text);
  if (name) return { part: name[0], end: at + name[0].length };
  if (text[at] !== '[') return null;
  INDEX.lastIndex = at + 1;
  const index = INDEX.exec(text);
  const inner =
    index !== null
      ? { key: String(Number(index[0])), end: at + 1 + index[0].length }
      : text[at + 1] === '"' || text[at + 1] === "'"
        ? quoted(text, at + 1)
        : null;
  if (!inner || text[inner.end] !== ']') return null;
  return { part: inner.key, end: inner.end + 1 };
}

/** The keys and indexes of a `path` argument; Hasura's `validation-failed` error at `argumentPath` otherwise. */
export function jsonPath(text: string, argumentPath: string): string[] {
  if (text === '$') return [];
  const parts: string[] = [];
  let i = text.startsWith('$') ? 1 : 0;
  while (i < text.length) {
    const next = element(text, i);
    if (!next) break;
    parts.push(next.part);
    i = next.end;
  }
  if (i < text.length || parts.length === 0) {
    throw new GraphqlError(
      'validation-failed',
      `parse json path error: ${text}. Accept letters, digits, underscore (_) or hyphen (-) only. Use quotes enclosed in bracket (["..."]) if there is any special character`,
      argumentPath,
    );
  }
  return parts;
}
