import type { KeyingConfig } from '@urql/exchange-graphcache';
import { namedType, objectFields, ROOT } from './schema';

/**
 * The cache key of every type without an `id`: a table's primary key as its `<table>_by_pk` field takes it (a like is
 * `article_likes:<article_id>:<user_id>`), and `null` for the rest (aggregates, mutation responses, action results),
 * which live inside the object that holds them. A row whose key columns were not selected is kept inside its holder
 * too. Derived from the schema, so a new table needs no entry here.
 */
export function cacheKeys(): KeyingConfig {
  const fields = objectFields();
  const primaryKeys = new Map<string, readonly string[]>();
  for (const field of fields.get(ROOT.query) ?? []) {
    const type = namedType(field.type);
    if (field.name.endsWith('_by_pk') && type)
      primaryKeys.set(
        type,
        (field.args ?? []).map((arg) => arg.name),
      );
  }
  const keys: KeyingConfig = {};
  for (const [type, typeFields] of fields) {
    if (type.startsWith('__') || Object.values(ROOT).includes(type) || typeFields.some((field) => field.name === 'id')) continue;
    const columns = primaryKeys.get(type);
    keys[type] = columns
      ? (data) => {
          const values = columns.map((column) => data[column]);
          return values.every((value) => typeof value === 'string' || typeof value === 'number') ? values.join(':') : null;
        }
      : () => null;
  }
  return keys;
}
