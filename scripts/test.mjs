// npm test: every check in order; ends with one "N passed, N failed" line and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => join(root, 'node_modules', '.bin', name);

const steps = [
  { name: 'typecheck', command: [bin('tsc'), '-b'] },
  { name: 'prettier', command: [bin('prettier'), '--check', '.'] },
  { name: 'eslint', command: [bin('eslint'), '.'] },
  { name: 'steiger', command: [bin('steiger'), './src'] },
  {
    name: 'vitest',
    command: [
      bin('vitest'),
      'run',
      '--project=!storybook',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ],
    report: 'vitest.json',
  },
  // Every story rendered in Chromium: its play function and the accessibility check (vitest.config.ts).
  {
    name: 'storybook',
    command: [
      bin('vitest'),
      'run',
      '--project=storybook',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest-storybook.json')}`,
    ],
    report: 'vitest-storybook.json',
  },
  { name: 'e2e', command: [bin('playwright'), 'test'], report: 'playwright.json' },
  { name: 'storybook build', command: [bin('storybook'), 'build', '--quiet', '-o', 'storybook-static'] },
  // The server's tests alone (CI runs them again on Node 22): only when named.
  {
    name: 'vitest-server',
    command: [
      bin('vitest'),
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest-server.json')}`,
    ],
    report: 'vitest-server.json',
    whenNamed: true,
  },
];

const only = process.argv.slice(2);
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
function vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') failures.push(`${name}: ${firstLine(file.message)}`);
  }
}
for (const step of steps) {
  if (only.length > 0 ? !only.includes(step.name) : step.whenNamed) continue;
  console.log(`\n=== ${step.name} (Node ${process.versions.node}): ${step.command.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.command[0], step.command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
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
      vitestFailures(report);
    }
  } else if (!step.report) {
    // A check that is not a test runner counts as one test.
    counts[ok ? 'passed' : 'failed'] += 1;
  } else if (!ok) {
    counts.failed += 1;
  }
}

console.log('\n=== summary');
for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)`);
for (const failure of failures) console.log(`  failed: ${failure}`);
for (const test of flaky) console.log(`  flaky (passed on its retry): ${test}`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
