// Five-field cron expressions (minute hour day-of-month month day-of-week), in UTC as Hasura reads them.
// The language is the one the metadata validator accepts: `*`, `n`, `a-b`, each optionally stepped
// (`*/15`, `a-b/2`), lists of those, numbers only (no month or weekday names); weekday 7 is Sunday.
import { StartupError } from '../../db/errors.ts';

export interface CronSchedule {
  readonly expression: string;
  /** True when the schedule fires in the minute of `time`. */
  matches(time: Date): boolean;
  /** The first minute after `after` (exclusive) in which the schedule fires. */
  nextAfter(after: Date): Date;
}

const MINUTE_MS = 60_000;
// Every schedule that fires at all fires within 8 years (February 29th skips 2100); 10 is a safe bound.
const SEARCH_MS = 10 * 366 * 24 * 60 * MINUTE_MS;

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;
type Field = (typeof FIELDS)[number];

const PART = /^(?:\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/;

function invalid(expression: string, problem: string): StartupError {
  return new StartupError(
    'cron-schedule-invalid',
    `Schedule "${expression}": ${problem}; write 5 fields (minute hour day-of-month month day-of-week) such as "*/15 * * * *".`,
  );
}

/** Why an expression is not a 5-field cron schedule: the wrong number of fields, or one part's problem. */
export type CronSyntaxProblem = { kind: 'field-count'; count: number } | { kind: 'part'; problem: string };

/** The values one comma-separated field allows, or what is wrong with one of its parts. */
function parseField(text: string, field: Field): Set<number> | string {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = PART.exec(part);
    // A bare `n/step` is not standard cron (some read it as `n-max/step`), so it is refused.
    if (!match || (match[1] !== undefined && match[2] === undefined && match[3] !== undefined)) {
      return `${field.name} "${part}" is not valid`;
    }
    const from = match[1] === undefined ? field.min : Number(match[1]);
    const to = match[1] === undefined ? field.max : match[2] === undefined ? from : Number(match[2]);
    const step = match[3] === undefined ? 1 : Number(match[3]);
    for (const value of [from, to]) {
      if (value < field.min || value > field.max) return `${field.name} ${value} is outside ${field.min}-${field.max}`;
    }
    if (from > to) return `${field.name} range "${part}" runs backwards`;
    if (step === 0) return `${field.name} step in "${part}" is 0`;
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

/** The five fields' allowed values, or the first syntax problem (the grammar the metadata validator checks too). */
function parseFields(expression: string): { texts: string[]; values: Set<number>[] } | CronSyntaxProblem {
  const trimmed = expression.trim();
  const texts = trimmed === '' ? [] : trimmed.split(/\s+/);
  if (texts.length !== FIELDS.length) return { kind: 'field-count', count: texts.length };
  const values: Set<number>[] = [];
  for (const [index, field] of FIELDS.entries()) {
    const parsed = parseField(texts[index]!, field);
    if (typeof parsed === 'string') return { kind: 'part', problem: parsed };
    values.push(parsed);
  }
  return { texts, values };
}

/** What is wrong with a schedule's syntax, or undefined when it is a valid 5-field cron expression. */
export function cronSyntaxProblem(expression: string): CronSyntaxProblem | undefined {
  const parsed = parseFields(expression);
  return 'kind' in parsed ? parsed : undefined;
}

/** Parses a 5-field cron expression; throws a StartupError (`cron-schedule-invalid`) saying what is wrong. */
export function parseCronSchedule(expression: string): CronSchedule {
  const parsed = parseFields(expression);
  if ('kind' in parsed) {
    throw invalid(expression, parsed.kind === 'field-count' ? `it has ${parsed.count} fields, a cron expression has 5` : parsed.problem);
  }
  const { texts } = parsed;
  const [minutes, hours, days, months, weekdays] = parsed.values as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (weekdays.delete(7)) weekdays.add(0);
  // As in Vixie cron and Hasura: when both day fields are restricted (do not start with `*`), either one
  // matching is enough; otherwise both must match.
  const eitherDay = !texts[2]!.startsWith('*') && !texts[4]!.startsWith('*');
  const dayMatches = (time: Date): boolean =>
    eitherDay
      ? days.has(time.getUTCDate()) || weekdays.has(time.getUTCDay())
      : days.has(time.getUTCDate()) && weekdays.has(time.getUTCDay());

  // Skips whole months, days and hours that cannot match, so a yearly schedule takes a few hundred steps.
  const search = (after: Date): Date | undefined => {
    const limit = after.getTime() + SEARCH_MS;
    let t = Math.floor(after.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
    while (t <= limit) {
      const time = new Date(t);
      const [year, month, day, hour] = [time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate(), time.getUTCHours()];
      if (!months.has(month + 1)) t = Date.UTC(year, month + 1, 1);
      else if (!dayMatches(time)) t = Date.UTC(year, month, day + 1);
      else if (!hours.has(hour)) t = Date.UTC(year, month, day, hour + 1);
      else if (!minutes.has(time.getUTCMinutes())) t += MINUTE_MS;
      else return time;
    }
    return undefined;
  };
  if (search(new Date(0)) === undefined) throw invalid(expression, 'no date ever matches it');

  return {
    expression,
    matches: (time) =>
      months.has(time.getUTCMonth() + 1) && dayMatches(time) && hours.has(time.getUTCHours()) && minutes.has(time.getUTCMinutes()),
    // Found for any `after`: the schedule fired once (checked above), so it fires in every 10-year window.
    nextAfter: (after) => search(after)!,
  };
}
