// The embedded database's thread: owns one PGlite instance and runs the statements the server sends it, one at a
// time. It is plain JavaScript (no TypeScript step) so that the same file starts under tsx, vitest and the
// bundle `npm start` runs. The server ends this thread when a statement passes its deadline and starts a new
// one on the same data directory, which recovers as after a crash.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// Same JS values as node-postgres gives (see pglite.ts).
const parsers = {
  [types.INT8]: (value) => value,
  [types.NUMERIC]: (value) => value,
};

// Strings reach PostgreSQL as written, as node-postgres sends them (see pglite.ts).
const serializers = {
  [types.BOOL]: (value) => (typeof value === 'boolean' ? (value ? 't' : 'f') : String(value)),
};

/** The fields of a database error that the server reads (SQLSTATE, constraint, ...), as plain data. */
function errorData(error) {
  const data = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === undefined || value === null) continue;
      if (['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
    }
  }
  return data;
}

async function open() {
  const { dataDir, loadDataDir } = workerData;
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    extensions: { citext, pg_trgm },
    parsers,
    serializers,
  });
  await pg.query('select 1');
  return pg;
}

/**
 * Named statements prepared in this thread (name to its SQL and parameter types), least recently used first. PGlite's
 * `query` parses, plans and describes its statement every time, in five calls into the database; a statement the
 * server names (the engine's, as on PostgreSQL, db/postgres.ts) is parsed and described once here and then bound and
 * run in one call, with its plan kept by PostgreSQL's plan cache. At most MAX_PREPARED are kept: the oldest is closed.
 */
const prepared = new Map();
const MAX_PREPARED = 500;
/** PostgreSQL's answer when a table a kept plan read changed shape (a migration): the statement is prepared again. */
const REPLAN = /cached plan must not change result type/;

/** One buffer of protocol messages, sent to the database in one call. */
function messagesOf(parts) {
  const buffer = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}

async function forget(name) {
  prepared.delete(name);
  await pg.execProtocolStream(messagesOf([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]), {
    syncToFs: false,
  });
}

async function prepare(name, sql) {
  const kept = prepared.get(name);
  if (kept?.sql === sql) {
    prepared.delete(name);
    prepared.set(name, kept);
    return kept;
  }
  if (kept) await forget(name);
  const described = await pg.execProtocolStream(
    messagesOf([
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  );
  const statement = { sql, paramTypes: parse.parseDescribeStatementResults(described) };
  prepared.set(name, statement);
  for (const oldest of prepared.keys()) {
    if (prepared.size <= MAX_PREPARED) break;
    await forget(oldest);
  }
  return statement;
}

/** Runs a named statement as `pg.query` runs one (same parameter serializers, same row parsers, same result). */
async function queryNamed(name, sql, params, retried = false) {
  try {
    return await pg.runExclusive(async () => {
      const { paramTypes } = await prepare(name, sql);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[paramTypes[index]];
        return serializer ? serializer(value) : value.toString();
      });
      const messages = await pg.execProtocolStream(
        messagesOf([
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      await pg.syncToFs();
      return parse.parseResults(messages, pg.parsers)[0];
    });
  } catch (error) {
    if (retried || !REPLAN.test(error?.message ?? '')) throw error;
    await pg.runExclusive(() => forget(name));
    return queryNamed(name, sql, params, true);
  }
}

let pg;
try {
  pg = await open();
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorData(error) });
}

parentPort.on('message', async (message) => {
  const { id, op, sql, params, name } = message;
  try {
    if (op === 'query') {
      const result = name ? await queryNamed(name, sql, params ?? []) : await pg.query(sql, params ?? []);
      parentPort.postMessage({ id, rows: result.rows, rowCount: result.affectedRows ?? result.rows.length });
    } else if (op === 'exec') {
      await pg.exec(sql);
      parentPort.postMessage({ id, rows: [], rowCount: 0 });
    } else if (op === 'listen') {
      // Notices are posted before the reply of the statement that committed them, so the server hears of a write
      // before its writer does.
      await pg.listen(sql, (payload) => parentPort.postMessage({ channel: sql, payload }));
      parentPort.postMessage({ id, rows: [], rowCount: 0 });
    } else if (op === 'close') {
      await pg.close();
      parentPort.postMessage({ id, rows: [], rowCount: 0 });
    } else {
      parentPort.postMessage({ id, error: { message: `unknown operation ${op}` } });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: errorData(error) });
  }
});
