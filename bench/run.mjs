// npm run bench: runs every benchmark and prints the figures as JSON (copied into docs/benchmarks.md).
// Progress goes to stderr, the JSON alone to stdout.
import { benchEngine } from './engine.mjs';
import { benchStartup } from './startup.mjs';

const results = { date: new Date().toISOString(), node: process.version, startup: await benchStartup() };
results.engine = await benchEngine();
console.log(JSON.stringify(results, null, 2));
