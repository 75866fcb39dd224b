// npm test: every check; ends with one "N passed, N failed" line and a non-zero exit on any failure.
//
// The checks run in lanes side by side (most of the suite waits on databases, timers and browsers, not on the
// CPU): the site and server are built first; then lane 0 runs the unit and server tests, while the browser tests run
// in E2E_SHARDS shards (default 2), each in a lane of its own, the tests that start server processes after the first
// one, the lint group, Storybook and the conformance tests after the last one; the server's load tests last, alone.
// Each step's output goes to .tmp/reports/<step>.log and a failed step's tail is printed, so the log still says what
// failed.
// `--serial` runs the steps one after another with their output on the console, as does naming steps
// (`node scripts/test.mjs storybook`; `e2e` names every shard). `--node <dir>` (repeatable) runs the server's
// runtime-facing test files once more on the Node in <dir> (CI: the LTS lines besides the default one), at the end of
// a browser-test lane.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => join(root, 'node_modules', '.bin', name);

const vitestArgs = (report, ...selection) => [
  'run',
  ...selection,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, report)}`,
];

// The server's load tests drive a real server flat out and wait on deadlines (request, action and delivery
// timeouts): they run after the other files, one at a time, so the files running side by side do not slow them
// into those deadlines.
const LOAD_TESTS = [
  'server/test/reliability/mixed-load.test.ts',
  'server/test/hostile/attacks.test.ts',
  'server/test/subscriptions/load.test.ts',
];
const withoutLoadTests = LOAD_TESTS.flatMap((file) => ['--exclude', file]);
// The files that start the server (or databases) as processes and wait on them: a fifth of the server tests' time,
// mostly spent waiting. They run at the end of the first browser-test lane, which ends ten minutes before the unit
// and server tests do, instead of in lane 0, the longest.
const PROCESS_TESTS = [
  'server/test/start.test.ts',
  'server/test/shutdown.test.ts',
  'server/test/reliability/kill-during-writes.test.ts',
  'server/test/reliability/two-instances.test.ts',
  'server/test/db/cli-state.test.ts',
];
const withoutProcessTests = PROCESS_TESTS.flatMap((file) => ['--exclude', file]);
// Hasura's own cases replayed (and the setup translation): about a fifth of the unit and server tests' file time. They
// run at the end of the last browser-test lane, which ended about 20 minutes before lane 0 did, with the machine's
// cores a third idle over a CI run (user and system time 91 of 141 core-minutes in 70 minutes).
const CONFORMANCE_TESTS = 'server/test/conformance/';
const withoutConformanceTests = ['--exclude', `${CONFORMANCE_TESTS}**`];
const oneAtATime = { TEST_WORKERS: '1' };
const E2E_SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);
const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

const steps = [
  // What `npm start` builds (site, server renderer, server bundle), once: the server tests and the browser tests
  // start servers side by side, and none may rebuild what another one reads.
  { name: 'build', command: [process.execPath, join(root, 'scripts', 'start.mjs'), '--build-only'], lane: 0 },
  {
    name: 'vitest',
    command: [
      bin('vitest'),
      ...vitestArgs('vitest.json', '--project=!storybook', ...withoutLoadTests, ...withoutProcessTests, ...withoutConformanceTests),
    ],
    // Two files at a time, not vitest.config.ts's three: beside the browser-test shards the machine is busy already,
    // and a third file's databases only slowed the others into their deadlines.
    env: { TEST_WORKERS: process.env.TEST_WORKERS ?? '2' },
    report: 'vitest.json',
    lane: 0,
  },
  // The browser tests in E2E_SHARDS shards, each in a lane of its own against its own server and database (one
  // browser and one worker each: most of a browser test's time is spent waiting on the page, not on a core).
  ...Array.from({ length: E2E_SHARDS }, (_, index) => {
    const shard = `${index + 1}/${E2E_SHARDS}`;
    const report = `playwright-${index + 1}.json`;
    return {
      name: E2E_SHARDS === 1 ? 'e2e' : `e2e ${shard}`,
      command: [bin('playwright'), 'test', ...(E2E_SHARDS === 1 ? [] : [`--shard=${shard}`])],
      env: { E2E_PORT: String(E2E_BASE_PORT + index), E2E_REPORT: report },
      report,
      lane: 1 + index,
      after: ['build'],
    };
  }),
  // The lint group and Storybook after the last browser-test shard, in its lane: off the path of the unit and server
  // tests (in lane 0 before the tests the lint group made CI an hour long), using the core the shards free.
  ...[
    { name: 'typecheck', command: [bin('tsc'), '-b'] },
    { name: 'prettier', command: [bin('prettier'), '--check', '.'] },
    { name: 'eslint', command: [bin('eslint'), '.'] },
    { name: 'steiger', command: [bin('steiger'), './src'] },
  ].map((step) => ({ ...step, lane: E2E_SHARDS })),
  // Every story rendered in Chromium: its play function and the accessibility check (vitest.config.ts).
  {
    name: 'storybook',
    command: [bin('vitest'), ...vitestArgs('vitest-storybook.json', '--project=storybook')],
    report: 'vitest-storybook.json',
    lane: E2E_SHARDS,
  },
  { name: 'storybook build', command: [bin('storybook'), 'build', '--quiet', '-o', 'storybook-static'], lane: E2E_SHARDS },
  {
    name: 'vitest-conformance',
    command: [bin('vitest'), ...vitestArgs('vitest-conformance.json', '--project=server', CONFORMANCE_TESTS)],
    env: { TEST_WORKERS: process.env.TEST_WORKERS ?? '2' },
    report: 'vitest-conformance.json',
    lane: E2E_SHARDS,
  },
  // Last in its lane: see the note on load steps below.
  {
    name: 'vitest-load',
    command: [bin('vitest'), ...vitestArgs('vitest-load.json', '--project=server', ...LOAD_TESTS)],
    env: oneAtATime,
    report: 'vitest-load.json',
    lane: 0,
  },
  // The server's tests alone (CI runs them again on other Node versions with --node): only when named.
  {
    name: 'vitest-server',
    command: [bin('vitest'), ...vitestArgs('vitest-server.json', '--project=server', ...withoutLoadTests)],
    report: 'vitest-server.json',
    whenNamed: true,
  },
  {
    name: 'vitest-server-load',
    command: [bin('vitest'), ...vitestArgs('vitest-server-load.json', '--project=server', ...LOAD_TESTS)],
    env: oneAtATime,
    report: 'vitest-server-load.json',
    whenNamed: true,
  },
];

const args = process.argv.slice(2);
const serialFlag = args.includes('--serial');
const otherNodes = [];
const only = [];
for (let index = 0; index < args.length; index++) {
  if (args[index] === '--serial') continue;
  if (args[index] === '--node') otherNodes.push(args[++index]);
  else only.push(args[index]);
}
const nodes = otherNodes.map((dir) => {
  const node = join(dir ?? '', 'node');
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  if (!version) {
    console.error(`--node ${dir}: no runnable node there`);
    process.exit(2);
  }
  return { dir, node, version: version.slice(1) };
});
// Another Node runs the server's runtime-facing files, not the whole server suite again: what differs between Node
// lines is the runtime (module loading, worker threads, fetch, crypto and WebAssembly, native modules, sockets),
// while the engine's, the database's and the rules' files test the same code on the same V8 features. The whole
// suite a second time was the longest lane of CI on two cores and pushed a slow host past CI's 90 minutes.
const RUNTIME_FILES = [
  'server/test/start.test.ts', // `npm start`: build output, the PGlite worker, the HTTP server, a page and a query
  'server/test/shutdown.test.ts', // signals, draining, the data directory's lock
  'server/test/auth/auth.test.ts', // argon2 (native), jose, cookies
  'server/test/auth/passkeys.test.ts', // WebAuthn verification (node:crypto)
  'server/test/auth/oidc.test.ts', // a real OpenID provider over fetch
  'server/test/db/pglite-thread.test.ts', // PGlite's WebAssembly in a worker thread
  'server/test/db/postgres.test.ts', // the pg driver against PostgreSQL 15
  'server/test/conformance/graphql-query.test.ts', // the engine over Hasura's own cases
  'server/test/engine/requests.test.ts',
  'server/test/subscriptions/graphql-ws.test.ts', // WebSockets
  'server/test/functions/news.test.ts', // feeds fetched from a local HTTP server, XML parsing
  'server/test/mail/notification-mail.test.ts', // a real SMTP server
  'server/test/storage/upload.test.ts', // multipart uploads, sharp (native)
  'server/test/http/ssr-pool.test.ts', // server rendering in worker threads
];
for (const [index, { dir, node, version }] of nodes.entries()) {
  const slug = `vitest-server-node${version.split('.')[0]}`;
  steps.push({
    name: `vitest-server (Node ${version})`,
    command: [
      node,
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      ...vitestArgs(`${slug}.json`, '--project=server', ...RUNTIME_FILES),
    ],
    report: `${slug}.json`,
    log: `${slug}.log`,
    node: version,
    // Whatever the test files spawn with `node` is that Node too. One file at a time: it runs beside the default
    // Node's server tests, and two server passes of several files each starved each other's setups past deadlines.
    env: { PATH: `${dir}:${process.env.PATH}`, ...oneAtATime },
    // Each Node's pass at the end of a browser-test lane, one Node a lane.
    lane: 1 + (index % E2E_SHARDS),
    extra: true,
  });
}
// After the other Nodes' pass in the first browser-test lane (see PROCESS_TESTS).
steps.push({
  name: 'vitest-processes',
  command: [bin('vitest'), ...vitestArgs('vitest-processes.json', '--project=server', ...PROCESS_TESTS)],
  env: { TEST_WORKERS: process.env.TEST_WORKERS ?? '2' },
  report: 'vitest-processes.json',
  lane: 1,
  after: ['build'],
});
// A load test drives a server flat out against deadlines, so the load step runs last, alone: after every other step.
const loadStep = steps.find((step) => step.name === 'vitest-load');
loadStep.after = steps.filter((step) => step !== loadStep && !step.whenNamed).map((step) => step.name);
// A name chooses its step, or every step it begins (`e2e` its shards).
const names = (name, step) => step.name === name || step.name.startsWith(`${name} `);
const chosen = steps.filter((step) => step.extra || (only.length > 0 ? only.some((name) => names(name, step)) : !step.whenNamed));
const unknown = only.filter((name) => !steps.some((step) => names(name, step)));
if (unknown.length > 0) {
  console.error(`Unknown step(s): ${unknown.join(', ')}; the steps are ${steps.map((step) => step.name).join(', ')}`);
  process.exit(2);
}
const serial = serialFlag || only.length > 0;

const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
// The failed tests by name, repeated in the summary: a CI log is often read from its end only.
const failures = [];
// Browser tests that failed once and passed on their retry (CI retries once): listed, so a flake is seen and fixed.
const flaky = [];
const firstLine = (text) =>
  String(text ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);

/**
 * Playwright's JSON report: every test whose outcome was unexpected, or that passed only on its retry, with its
 * file, title and first error line.
 */
function playwrightFailures(suite, titles = []) {
  const path = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const error = test.results?.find((result) => result.error)?.error?.message;
      const line = `${spec.file}:${spec.line} ${[...path, spec.title].join(' > ')}: ${firstLine(error)}`;
      (test.status === 'flaky' ? flaky : failures).push(line);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, path);
}

/** Vitest's JSON report: every failed test, or the file when it failed before its tests ran. */
function vitestFailures(report, prefix) {
  for (const file of report.testResults ?? []) {
    const name = prefix + (file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') failures.push(`${name}: ${firstLine(file.message)}`);
  }
}

/** Adds a finished step's outcome, from its report when it writes one, to the counts and the failure list. */
function record(step, ok, seconds) {
  results.push({ name: step.name, ok, seconds });
  if (step.report && existsSync(join(reports, step.report))) {
    const report = JSON.parse(readFileSync(join(reports, step.report), 'utf8'));
    if (report.stats) {
      // Playwright's JSON reporter.
      counts.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
      counts.failed += report.stats.unexpected ?? 0;
      counts.skipped += report.stats.skipped ?? 0;
      for (const suite of report.suites ?? []) playwrightFailures(suite);
      for (const error of report.errors ?? []) failures.push(`${step.name}: ${firstLine(error.message)}`);
    } else {
      counts.passed += report.numPassedTests ?? 0;
      counts.failed += report.numFailedTests ?? 0;
      counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      vitestFailures(report, step.node ? `[Node ${step.node}] ` : '');
    }
  } else if (!step.report) {
    // A check that is not a test runner counts as one test.
    counts[ok ? 'passed' : 'failed'] += 1;
  } else if (!ok) {
    counts.failed += 1;
  }
}

const stepEnv = (step) => ({
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  ...step.env,
});
// The other Node versions' steps name theirs.
const heading = (step) => `${step.node ? step.name : `${step.name} (Node ${process.versions.node})`}: ${step.command.join(' ')}`;
const logName = (step) => step.log ?? `${step.name.replace(/[ /]/g, '-')}.log`;

/** Runs a step with its output on the console. */
function runInline(step) {
  console.log(`\n=== ${heading(step)}`);
  const started = Date.now();
  const run = spawnSync(step.command[0], step.command.slice(1), { cwd: root, stdio: 'inherit', env: stepEnv(step) });
  return { ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

const TAIL_LINES = 80;

/** Runs a step with its output in its log file; on failure prints the log's last lines. */
function runLogged(step) {
  const log = join(reports, logName(step));
  console.log(`=== start ${heading(step)} (output: ${log.slice(root.length + 1)})`);
  const started = Date.now();
  const fd = openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), { cwd: root, stdio: ['ignore', fd, fd], env: stepEnv(step) });
    let finished = false;
    const done = (ok, note = '') => {
      if (finished) return;
      finished = true;
      closeSync(fd);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`=== ${ok ? 'ok  ' : 'FAIL'} ${step.name} (${seconds} s)${note}`);
      const output = readFileSync(log, 'utf8').trimEnd();
      if (!ok && output) {
        const lines = output.split('\n');
        console.log(`--- last ${Math.min(TAIL_LINES, lines.length)} of ${lines.length} lines of ${log.slice(root.length + 1)}:`);
        console.log(lines.slice(-TAIL_LINES).join('\n'));
        console.log(`--- end of ${step.name}`);
      }
      resolve({ ok, seconds });
    };
    child.once('error', (error) => done(false, `: ${error.message}`));
    child.once('exit', (code, signal) => done(code === 0, signal ? `: killed by ${signal}` : ''));
  });
}

if (serial) {
  for (const step of chosen) {
    const { ok, seconds } = runInline(step);
    record(step, ok, seconds);
  }
} else {
  for (const step of chosen) step.lane ??= 0;
  const ended = new Map(
    chosen.map((step) => {
      let resolve;
      const promise = new Promise((done) => (resolve = done));
      return [step.name, { promise, resolve }];
    }),
  );
  const lanes = [...new Set(chosen.map((step) => step.lane))].map(async (lane) => {
    for (const step of chosen.filter((candidate) => candidate.lane === lane)) {
      await Promise.all((step.after ?? []).filter((name) => ended.has(name)).map((name) => ended.get(name).promise));
      const { ok, seconds } = await runLogged(step);
      record(step, ok, seconds);
      ended.get(step.name).resolve();
    }
  });
  await Promise.all(lanes);
  // The summary in the steps' own order, whichever ended first.
  results.sort((a, b) => chosen.findIndex((step) => step.name === a.name) - chosen.findIndex((step) => step.name === b.name));
}

console.log('\n=== summary');
for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)`);
for (const failure of failures) console.log(`  failed: ${failure}`);
for (const test of flaky) console.log(`  flaky (passed on its retry): ${test}`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
