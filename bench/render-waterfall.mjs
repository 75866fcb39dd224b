// The server renderer alone (dist-server/ssr/entry-server.mjs), its data answered from memory after a fixed delay:
// how long a render takes when each GraphQL answer costs `--delay` ms (0: the shared visitor results, a turn of the
// event loop; 2-5: a read from the database), so a page whose queries come in a waterfall (issued as components
// render, each after the one before is answered) pays the delay once per wave, and every suspension a re-render.
// Renders of two builds alternate (A, B, A, B, ...) in one process, on the same answers, so the machine's load
// falls on both alike; each figure is wall time of `render()` in this thread, and the CPU time this process used.
//
//   node bench/render-waterfall.mjs --site http://127.0.0.1:3000 --a /path/a/dist-server/ssr/entry-server.mjs
//     --b /path/b/dist-server/ssr/entry-server.mjs [--delay 0,3] [--rounds 6] [--renders 20] [--path /@en ...]
//
// The answers are recorded once from `--site` (a running site on the set to measure; its GraphQL as a visitor).
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { percentile } from './stats.mjs';

const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    a: { type: 'string' },
    b: { type: 'string' },
    delay: { type: 'string', default: '0,3' },
    rounds: { type: 'string', default: '6' },
    renders: { type: 'string', default: '20' },
    path: { type: 'string', multiple: true, default: ['/@en', '/@zh', '/news@en', '/discussion@en'] },
  },
});
if (!values.site || !values.a || !values.b) throw new Error('--site, --a and --b are required');

process.env.NODE_ENV = 'production';
const builds = { A: await import(pathToFileURL(values.a).href), B: await import(pathToFileURL(values.b).href) };
const answers = new Map();

/** Answers a render's POST from memory (recorded from the site on first sight), after `delay` ms. */
const fetchAfter = (delay) => async (_input, init) => {
  const body = init.body;
  let text = answers.get(body);
  if (text === undefined) {
    const response = await fetch(`${values.site}/v1/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    text = await response.text();
    answers.set(body, text);
  }
  await new Promise((resolve) => (delay > 0 ? setTimeout(resolve, delay) : setImmediate(resolve)));
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
};

const renderOnce = (build, spec, delay) => {
  const [url, language = 'en'] = spec.split('@');
  return build.render({ url, language, timeZone: 'UTC', origin: 'http://localhost', fetch: fetchAfter(delay) });
};

const delays = values.delay.split(',').map(Number);
const samples = {};
const loads = [loadavg()[0]];
// Warm-up: every page once per build and delay (records the answers, loads the pages' code).
for (const delay of delays) for (const build of Object.values(builds)) for (const spec of values.path) await renderOnce(build, spec, delay);
for (let round = 0; round < Number(values.rounds); round += 1) {
  for (const [name, build] of Object.entries(builds)) {
    for (const delay of delays) {
      for (const spec of values.path) {
        const key = `${spec}|${delay}|${name}`;
        samples[key] ??= { wall: [], cpu: [] };
        for (let i = 0; i < Number(values.renders); i += 1) {
          const cpu = process.cpuUsage();
          const started = performance.now();
          await renderOnce(build, spec, delay);
          samples[key].wall.push(performance.now() - started);
          const used = process.cpuUsage(cpu);
          samples[key].cpu.push((used.user + used.system) / 1000);
        }
      }
    }
  }
  loads.push(loadavg()[0]);
}

const p50 = (list) => percentile(list, 50);
console.log(`| page | delay ms | A wall p50 | B wall p50 | B/A | A CPU p50 | B CPU p50 | B/A |`);
console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`);
for (const delay of delays) {
  for (const spec of values.path) {
    const a = samples[`${spec}|${delay}|A`];
    const b = samples[`${spec}|${delay}|B`];
    console.log(
      `| \`${spec}\` | ${delay} | ${p50(a.wall).toFixed(2)} | ${p50(b.wall).toFixed(2)} | ${(p50(b.wall) / p50(a.wall)).toFixed(2)} | ` +
        `${p50(a.cpu).toFixed(2)} | ${p50(b.cpu).toFixed(2)} | ${(p50(b.cpu) / p50(a.cpu)).toFixed(2)} |`,
    );
  }
}
console.log(`\nload average (1 min) at the start and after each round: ${loads.map((value) => value.toFixed(2)).join(' ')}`);
