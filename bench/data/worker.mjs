// Makes one slice of one table of the data set (generate.mjs) in a worker thread, for load.mjs: the COPY text in
// chunks of `chunk` rows, each posted once the loader asks for the next ('more'), so a slow COPY holds back
// generation (bounded memory) and generation runs beside the loader's thread and the database's.
import { parentPort, workerData } from 'node:worker_threads';
import { dataSet } from './generate.mjs';

const { options, table: name, slice, chunk } = workerData;
const table = dataSet(options).find((candidate) => candidate.table === name);
/** Posts `text` (null: the end) once the loader has asked for it. */
const send = (text) =>
  new Promise((resolve) =>
    parentPort.once('message', () => {
      parentPort.postMessage(text);
      resolve();
    }),
  );

let lines = [];
for (const row of table.rows(slice)) {
  lines.push(row);
  if (lines.length === chunk) {
    await send(`${lines.join('\n')}\n`);
    lines = [];
  }
}
if (lines.length) await send(`${lines.join('\n')}\n`);
await send(null);
