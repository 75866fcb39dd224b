import type { Cache, OptimisticMutationConfig, Variables } from '@urql/exchange-graphcache';
import { ROOT } from './schema';
import { matchesWhere } from './where';

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The member's own toggles, whose outcome is certain: they show at once on every view that holds the row, and are
 * put back if the server refuses. Edits and moderation wait for the server.
 */
const TOGGLES = [
  'bookmarks',
  'follows',
  'event_rsvps',
  'news_votes',
  'article_likes',
  'blog_post_likes',
  'discussion_likes',
  'discussion_comment_likes',
] as const;
/** Tables whose rows the member marks (notifications read, one or all; an administrator's to-dos ticked off). */
const MARKS = ['notifications', 'todos'] as const;

let sequence = 0;

/** The cached rows of `table` (in lists at the root), as entity keys. */
function cachedRows(cache: Cache, table: string): string[] {
  const keys = new Set<string>();
  for (const field of cache.inspectFields(ROOT.query)) {
    if (field.fieldName !== table) continue;
    const list = cache.resolve(ROOT.query, field.fieldKey);
    if (Array.isArray(list)) for (const key of list) if (typeof key === 'string') keys.add(key);
  }
  return [...keys];
}

/** What the cache knows of a row's columns, read for `columns`. */
function readRow(cache: Cache, key: string, columns: readonly string[]): Row {
  const row: Row = {};
  for (const column of columns) {
    const value = cache.resolve(key, column);
    if (value !== undefined) row[column] = value;
  }
  return row;
}

function columnsOf(where: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(where)) where.forEach((item) => columnsOf(item, into));
  else if (isRow(where)) {
    for (const [key, value] of Object.entries(where)) {
      if (key.startsWith('_')) columnsOf(value, into);
      else into.add(key);
    }
  }
  return into;
}

/**
 * An insert's row as the server will answer it: an upsert (`on_conflict`) of a row the cache holds keeps its id (an
 * RSVP changing from interested to going), any other row gets a temporary id until the answer replaces it.
 */
function insertedRow(table: string, args: Variables, cache: Cache): Row {
  const object = isRow(args.object) ? args.object : {};
  if (isRow(args.on_conflict)) {
    const updated = new Set(Array.isArray(args.on_conflict.update_columns) ? args.on_conflict.update_columns : []);
    const identity = Object.keys(object).filter((column) => !updated.has(column));
    const existing = cachedRows(cache, table).find((key) => {
      const row = readRow(cache, key, identity);
      return identity.length > 0 && identity.every((column) => row[column] === object[column]);
    });
    const id = existing ? cache.resolve(existing, 'id') : undefined;
    if (typeof id === 'string') return { __typename: table, ...object, id };
  }
  sequence += 1;
  return { __typename: table, id: `optimistic-${sequence}`, ...object };
}

/** The optimistic answers, by mutation field. */
export function cacheOptimistic(): OptimisticMutationConfig {
  const config: OptimisticMutationConfig = {};
  for (const table of TOGGLES) {
    config[`insert_${table}_one`] = (args, cache) => insertedRow(table, args, cache);
    config[`delete_${table}_by_pk`] = (args) => ({ __typename: table, ...args });
  }
  for (const table of MARKS) {
    config[`update_${table}_by_pk`] = (args) => ({
      __typename: table,
      ...(isRow(args.pk_columns) ? args.pk_columns : {}),
      ...(isRow(args._set) ? args._set : {}),
    });
    config[`update_${table}`] = (args, cache) => {
      const changes = isRow(args._set) ? args._set : {};
      const columns = [...columnsOf(args.where), 'id'];
      const returning = cachedRows(cache, table)
        .map((key) => readRow(cache, key, columns))
        .filter((row) => matchesWhere(args.where, row) === true)
        .map((row) => ({ __typename: table, ...row, ...changes }));
      return { __typename: `${table}_mutation_response`, affected_rows: returning.length, returning };
    };
  }
  return config;
}
