import type { Cache, Data, FieldInfo, UpdatesConfig, Variables } from '@urql/exchange-graphcache';
import { namedType, objectFields, ROOT } from './schema';
import { matchesWhere } from './where';

type Row = Record<string, unknown>;

/**
 * What the actions (mutations that are not a table's insert, update or delete) change: the tables whose lists and
 * counts are fetched anew after one. An action that only returns the rows it changed needs no entry.
 */
const ACTION_TABLES: Record<string, readonly string[]> = {
  fetchNews: ['news_articles', 'news_fetch_logs', 'news_sources'],
  resetWeb3Categories: ['categories', 'articles'],
  recordPageView: ['page_views'],
};

/**
 * The counters the database keeps on a row when rows that belong to it come and go (triggers): by table, the
 * relationship to the counting row and its counter columns. Read anew after such a change.
 */
const COUNTERS: Record<string, Record<string, readonly string[]>> = {
  discussion_comments: { discussion: ['comments_count'] },
  discussion_likes: { discussion: ['likes'] },
  discussion_comment_likes: { comment: ['likes'] },
  event_rsvps: { event: ['current_attendees'] },
  news_votes: { news: ['bull_count', 'bear_count'] },
  follows: { author: ['followers_count'], member: ['followers_count'] },
};

type Change = { kind: 'insert' | 'update' | 'delete'; table: string; many: boolean };

/** The table mutation a root field is, by Hasura's naming (insert_<t>_one, update_<t>_by_pk, delete_<t>...). */
function tableChange(field: string, tables: ReadonlySet<string>): Change | undefined {
  const match = /^(insert|update|delete)_(.+?)(_one|_by_pk|_many)?$/.exec(field);
  if (!match || !tables.has(match[2] ?? '')) return undefined;
  return { kind: match[1] as Change['kind'], table: match[2] ?? '', many: !match[3] || match[3] === '_many' };
}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The one map of what each mutation updates, built from the schema's mutation fields:
 * - an insert adds the row to each cached list of its table (at the root, or under the row it belongs to, e.g. a
 *   comment under its discussion) whose `where` it passes and whose order it cannot break; a list the client cannot
 *   decide about, and every count of the table, is fetched anew;
 * - a delete removes the row from every cached list of its table and fetches the counts anew;
 * - an update writes into the row itself (normalised, so every view shows it); lists and counts filtered or ordered
 *   on a column it changed, and changed columns the mutation did not return, are fetched anew;
 * - an action refetches the tables ACTION_TABLES names.
 * During an optimistic update only adds and removals apply; what needs the server's answer waits for it.
 */
export function cacheUpdates(): UpdatesConfig {
  const fields = objectFields();
  const fieldTypes = new Map<string, Map<string, string>>();
  for (const [type, typeFields] of fields) {
    fieldTypes.set(type, new Map(typeFields.map((field) => [field.name, namedType(field.type) ?? ''])));
  }
  const tables = new Set([...fields.keys()].filter((type) => fields.has(`${type}_aggregate`)));
  const hasId = (type: string) => fieldTypes.get(type)?.has('id') ?? false;

  /** The cached fields of `entity` that hold rows (or counts) of `table`. */
  const holders = (cache: Cache, entity: string, type: string, table: string) => {
    const types = fieldTypes.get(type);
    const found: { field: FieldInfo; count: boolean }[] = [];
    for (const field of cache.inspectFields(entity)) {
      const held = types?.get(field.fieldName);
      if (held === table) found.push({ field, count: false });
      else if (held === `${table}_aggregate`) found.push({ field, count: true });
    }
    return found;
  };

  /** The root and the rows the changed row belongs to (`discussion_id` -> discussions:<id>), with their types. */
  const owners = (cache: Cache, table: string, row: Row) => {
    const found = [{ entity: ROOT.query, type: ROOT.query }];
    for (const [field, type] of fieldTypes.get(table) ?? []) {
      const id = row[`${field}_id`];
      if (typeof id !== 'string' || !hasId(type)) continue;
      const entity = cache.keyOfEntity({ __typename: type, id });
      if (entity) found.push({ entity, type });
    }
    return found;
  };

  /** The row with the relationship columns (`<relationship>_id`) the cache holds for it, so a delete or an update
   * that returned only the key still finds the lists and counters it changed. */
  const known = (cache: Cache, table: string, row: Row): Row => {
    const key = cache.keyOfEntity({ __typename: table, ...row });
    if (!key) return row;
    const found: Row = {};
    for (const field of fieldTypes.get(table)?.keys() ?? []) {
      if (!field.endsWith('_id') || field in row) continue;
      const value = cache.resolve(key, field);
      if (typeof value === 'string') found[field] = value;
    }
    return { ...found, ...row };
  };

  const insert = (cache: Cache, table: string, row: Row, optimistic: boolean) => {
    const key = cache.keyOfEntity({ __typename: table, ...row });
    for (const owner of owners(cache, table, row)) {
      for (const { field, count } of holders(cache, owner.entity, owner.type, table)) {
        const args = field.arguments ?? {};
        const verdict = matchesWhere(args.where, row);
        if (verdict === false) continue;
        const list = count ? null : cache.resolve(owner.entity, field.fieldKey);
        const limit = typeof args.limit === 'number' ? args.limit : Number.POSITIVE_INFINITY;
        if (key && verdict && Array.isArray(list) && !args.order_by && !args.offset && list.length < limit) {
          if (!list.includes(key)) cache.link(owner.entity, field.fieldName, args, [...(list as string[]), key]);
        } else if (!optimistic) cache.invalidate(owner.entity, field.fieldName, args);
      }
    }
  };

  const remove = (cache: Cache, table: string, row: Row, optimistic: boolean) => {
    const key = cache.keyOfEntity({ __typename: table, ...row });
    for (const owner of owners(cache, table, row)) {
      for (const { field, count } of holders(cache, owner.entity, owner.type, table)) {
        const list = count ? null : cache.resolve(owner.entity, field.fieldKey);
        if (key && Array.isArray(list)) {
          cache.link(
            owner.entity,
            field.fieldName,
            field.arguments ?? {},
            (list as (string | null)[]).filter((item) => item !== key),
          );
        } else if (!optimistic && (count || !key)) cache.invalidate(owner.entity, field.fieldName, field.arguments ?? {});
      }
    }
    // Views elsewhere that still hold the row read it anew (and find it gone); the columns the mutation returned stay,
    // so its own answer still names the row removed.
    if (key && !optimistic) {
      for (const field of cache.inspectFields(key))
        if (!(field.fieldName in row)) cache.invalidate(key, field.fieldName, field.arguments ?? {});
    }
  };

  const update = (cache: Cache, table: string, returned: Row, changes: Row) => {
    const changed = Object.keys(changes);
    const key = cache.keyOfEntity({ __typename: table, ...returned });
    // A changed column the mutation did not return is stale in the cache: read it anew.
    if (key) for (const column of changed) if (!(column in returned)) cache.invalidate(key, column);
    for (const owner of owners(cache, table, known(cache, table, returned))) {
      for (const { field } of holders(cache, owner.entity, owner.type, table)) {
        // Filtered or ordered by a changed column: the rows or their order may differ now.
        const reads = JSON.stringify([field.arguments?.where ?? null, field.arguments?.order_by ?? null]);
        if (changed.some((column) => reads.includes(`"${column}"`))) cache.invalidate(owner.entity, field.fieldName, field.arguments ?? {});
      }
    }
  };

  const recount = (cache: Cache, table: string, row: Row) => {
    for (const [field, columns] of Object.entries(COUNTERS[table] ?? {})) {
      const id = row[`${field}_id`];
      const type = fieldTypes.get(table)?.get(field);
      const entity = typeof id === 'string' && type ? cache.keyOfEntity({ __typename: type, id }) : null;
      if (entity) for (const column of columns) cache.invalidate(entity, column);
    }
  };

  const refetchTable = (cache: Cache, table: string) => {
    for (const { field } of holders(cache, ROOT.query, ROOT.query, table))
      cache.invalidate(ROOT.query, field.fieldName, field.arguments ?? {});
  };

  const mutations: Record<string, (result: Data, args: Variables, cache: Cache, info: { optimistic?: boolean }) => void> = {};
  for (const field of fields.get(ROOT.mutation) ?? []) {
    const name = field.name;
    const change = tableChange(name, tables);
    if (!change) {
      const affected = ACTION_TABLES[name];
      if (affected) mutations[name] = (_result, _args, cache) => affected.forEach((table) => refetchTable(cache, table));
      continue;
    }
    mutations[name] = (result, args, cache, { optimistic = false }) => {
      const answer = result[name];
      const returned = change.many
        ? isRow(answer) && Array.isArray(answer.returning)
          ? answer.returning.filter(isRow)
          : []
        : isRow(answer)
          ? [answer]
          : [];
      const sent = (change.many ? (Array.isArray(args.objects) ? args.objects : []) : [args.object]).filter(isRow);
      if (change.kind === 'insert') {
        if (!change.many) {
          const row = returned[0];
          if (row) insert(cache, change.table, { ...sent[0], ...row }, optimistic);
          if (row && !optimistic) recount(cache, change.table, { ...sent[0], ...row });
        } else if (!optimistic) refetchTable(cache, change.table);
        return;
      }
      if (change.kind === 'delete') {
        // delete_<t>_by_pk names the row by its key columns; delete_<t> by a filter, whose rows are its `returning`.
        const rows = (change.many ? returned : returned.map((row) => ({ ...args, ...row }))).map((row) => known(cache, change.table, row));
        rows.forEach((row) => remove(cache, change.table, row, optimistic));
        if (!optimistic) rows.forEach((row) => recount(cache, change.table, row));
        if (change.many && !optimistic && rows.length === 0) refetchTable(cache, change.table);
        return;
      }
      if (optimistic) return;
      const updates = Array.isArray(args.updates) ? args.updates.filter(isRow) : [args];
      const changes = Object.assign(
        {},
        ...updates.map((item) => ({ ...(isRow(item._set) ? item._set : {}), ...(isRow(item._inc) ? item._inc : {}) })),
      );
      const keys = isRow(args.pk_columns) ? args.pk_columns : {};
      if (change.many && returned.length === 0) refetchTable(cache, change.table);
      for (const row of change.many ? returned : returned.map((item) => ({ ...keys, ...item }))) {
        update(cache, change.table, row, changes);
      }
    };
  }
  return { [ROOT.mutation]: mutations };
}
