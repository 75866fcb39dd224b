// The per-case report a conformance run leaves in .tmp/reports/, for the lead and CI to read.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../../src/config/paths.ts';
import type { CaseResult } from './replay.ts';

export const REPORTS_DIR = join(ROOT_DIR, '.tmp', 'reports');

/** Writes `.tmp/reports/conformance-<suite>.json`: one `{case, status, reason?, warnings?}` per case, in run order. */
export function writeReport(suite: string, results: readonly CaseResult[]): string {
  mkdirSync(REPORTS_DIR, { recursive: true });
  const file = join(REPORTS_DIR, `conformance-${suite}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
