// Makes one slice of one table of the data set (generate.mjs) in a worker thread, for load.mjs: the COPY text (the
// page views: binary tuples) in chunks of `chunk` rows, each posted once the loader asks for the next ('more'), so a
// slow COPY holds back generation (bounded memory) and generation runs beside the loader's thread and the
// database's. With `tally` (page views), the slice's roll-up counts (rollups.mjs) are posted as `{ tally }` before
// the end.
import { parentPort, workerData } from 'node:worker_threads';
import { dataSet, PAGE_VIEW_SLICE } from './generate.mjs';
import { dayRange, SliceTally } from './rollups.mjs';

const { options, table: name, slice, chunk, tally: counting } = workerData;
const table = dataSet(options).find((candidate) => candidate.table === name);
/** Posts `message` (null: the end) once the loader has asked for it. */
const send = (message, transfer) =>
  new Promise((resolve) =>
    parentPort.once('message', () => {
      parentPort.postMessage(message, transfer);
      resolve();
    }),
  );

const tally = counting ? new SliceTally(options.pageViewSlice ?? PAGE_VIEW_SLICE, dayRange(options.now)) : undefined;
if (table.binary) {
  // Tuples in the binary COPY format: each piece's buffer moves to the loader's thread without a copy.
  for (const bytes of table.binary(slice, tally, chunk)) await send(bytes, [bytes.buffer]);
} else {
  let lines = [];
  for (const row of table.rows(slice, tally)) {
    lines.push(row);
    if (lines.length === chunk) {
      await send(`${lines.join('\n')}\n`);
      lines = [];
    }
  }
  if (lines.length) await send(`${lines.join('\n')}\n`);
}
if (tally) {
  const result = tally.result();
  await send({ tally: result }, [result.pages.buffer, result.visitors.buffer, result.sessions.buffer]);
}
await send(null);
