// The embedded database's thread: owns one PGlite instance and runs the statements the server sends it, one at a
// time. It is plain JavaScript (no TypeScript step) so that the same file starts under tsx, vitest and the
// bundle `npm start` runs. The server ends this thread when a statement passes its deadline and starts a new
// one on the same data directory, which recovers as after a crash.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
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

let pg;
try {
  pg = await open();
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorData(error) });
}

parentPort.on('message', async (message) => {
  const { id, op, sql, params } = message;
  try {
    if (op === 'query') {
      const result = await pg.query(sql, params ?? []);
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
