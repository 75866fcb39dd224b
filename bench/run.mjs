// npm run bench: runs every benchmark and prints the figures as JSON (copied into docs/benchmarks.md).
import { benchStartup } from './startup.mjs';

const results = { date: new Date().toISOString(), node: process.version, startup: await benchStartup() };
console.log(JSON.stringify(results, null, 2));
