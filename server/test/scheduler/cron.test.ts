// The 5-field cron expressions of hasura/metadata/cron_triggers.yaml (UTC), and the resolution of a trigger's
// {{ENV_VAR}} webhook template, value_from_env headers and retry_conf defaults before the scheduler runs it.
import { describe, expect, it } from 'vitest';
import { StartupError } from '../../src/db/errors.ts';
import { parseCronSchedule, type CronTrigger } from '../../src/engine/index.ts';
import { prepareTrigger, resolveTemplate } from '../../src/scheduler/index.ts';

const at = (iso: string): Date => new Date(iso);

/** The next `count` times the schedule fires after `from`, as ISO strings. */
function nextTimes(expression: string, from: string, count: number): string[] {
  const schedule = parseCronSchedule(expression);
  const times: string[] = [];
  let time = at(from);
  for (let i = 0; i < count; i += 1) {
    time = schedule.nextAfter(time);
    times.push(time.toISOString());
  }
  return times;
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('parseCronSchedule', () => {
  it('every 15 minutes fires on the quarter hours, strictly after the given time', () => {
    expect(nextTimes('*/15 * * * *', '2030-01-01T12:07:30Z', 4)).toEqual([
      '2030-01-01T12:15:00.000Z',
      '2030-01-01T12:30:00.000Z',
      '2030-01-01T12:45:00.000Z',
      '2030-01-01T13:00:00.000Z',
    ]);
    expect(nextTimes('*/15 * * * *', '2030-01-01T12:15:00Z', 1)).toEqual(['2030-01-01T12:30:00.000Z']);
    const schedule = parseCronSchedule('*/15 * * * *');
    expect(schedule.matches(at('2030-01-01T12:45:59Z'))).toBe(true);
    expect(schedule.matches(at('2030-01-01T12:46:00Z'))).toBe(false);
  });

  it('hourly fires at minute 0 of every hour, across midnight and the year end', () => {
    expect(nextTimes('0 * * * *', '2030-12-31T22:30:00Z', 3)).toEqual([
      '2030-12-31T23:00:00.000Z',
      '2031-01-01T00:00:00.000Z',
      '2031-01-01T01:00:00.000Z',
    ]);
  });

  it('day of week: weekdays at 22:00 skip the weekend; 7 is Sunday like 0', () => {
    // 2030-01-04 is a Friday.
    expect(nextTimes('0 22 * * 1-5', '2030-01-04T21:00:00Z', 3)).toEqual([
      '2030-01-04T22:00:00.000Z',
      '2030-01-07T22:00:00.000Z',
      '2030-01-08T22:00:00.000Z',
    ]);
    expect(nextTimes('30 6 * * 7', '2030-01-01T00:00:00Z', 2)).toEqual(['2030-01-06T06:30:00.000Z', '2030-01-13T06:30:00.000Z']);
    expect(nextTimes('30 6 * * 0', '2030-01-01T00:00:00Z', 1)).toEqual(['2030-01-06T06:30:00.000Z']);
  });

  it('day of month and day of week both restricted: either matches (as cron and Hasura do)', () => {
    // The 1st of each month, or any Monday (2030-01-07, 2030-01-14).
    expect(nextTimes('0 0 1 * 1', '2030-01-01T00:00:00Z', 3)).toEqual([
      '2030-01-07T00:00:00.000Z',
      '2030-01-14T00:00:00.000Z',
      '2030-01-21T00:00:00.000Z',
    ]);
    expect(nextTimes('0 0 1 * 1', '2030-01-28T00:00:00Z', 1)).toEqual(['2030-02-01T00:00:00.000Z']);
  });

  it('lists, ranges with steps, and a date that is only in leap years', () => {
    expect(nextTimes('5,35 8-12/2 * * *', '2030-01-01T09:00:00Z', 3)).toEqual([
      '2030-01-01T10:05:00.000Z',
      '2030-01-01T10:35:00.000Z',
      '2030-01-01T12:05:00.000Z',
    ]);
    expect(nextTimes('0 0 29 2 *', '2030-01-01T00:00:00Z', 1)).toEqual(['2032-02-29T00:00:00.000Z']);
  });

  it.each([
    ['*/15 * * *', /has 4 fields, a cron expression has 5/],
    ['', /has 0 fields/],
    ['60 * * * *', /minute 60 is outside 0-59/],
    ['0 24 * * *', /hour 24 is outside 0-23/],
    ['0 0 0 * *', /day of month 0 is outside 1-31/],
    ['0 0 * 13 *', /month 13 is outside 1-12/],
    ['0 0 * * 8', /day of week 8 is outside 0-7/],
    ['0 0 * JAN *', /month "JAN" is not valid/],
    ['*/0 * * * *', /minute step in "\*\/0" is 0/],
    ['5/15 * * * *', /minute "5\/15" is not valid/],
    ['0 0 10-5 * *', /day of month range "10-5" runs backwards/],
    ['0 0 31 2 *', /no date ever matches it/],
    ['@hourly', /has 1 fields/],
  ])('rejects %j with a clear error', (expression, message) => {
    const error = thrown(() => parseCronSchedule(expression));
    expect(error).toBeInstanceOf(StartupError);
    expect(error).toMatchObject({ code: 'cron-schedule-invalid' });
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toContain(`Schedule "${expression}"`);
  });
});

describe('resolveTemplate', () => {
  it('replaces each {{NAME}} with the environment variable', () => {
    const env = { ACTIONS_BASE_URL: 'http://127.0.0.1:3000/actions', TOKEN: 'abc' };
    expect(resolveTemplate('{{ACTIONS_BASE_URL}}/news/fetch?t={{ TOKEN }}', env)).toBe('http://127.0.0.1:3000/actions/news/fetch?t=abc');
    expect(resolveTemplate('https://example.com/plain', env)).toBe('https://example.com/plain');
  });

  it('names the variable that is not set', () => {
    const error = thrown(() => resolveTemplate('{{ACTIONS_BASE_URL}}/news', {}));
    expect(error).toMatchObject({ code: 'cron-env-missing' });
    expect((error as Error).message).toContain('the environment variable ACTIONS_BASE_URL is not set');
  });
});

describe('prepareTrigger', () => {
  const trigger = (overrides: Partial<CronTrigger> = {}): CronTrigger => ({
    name: 'news_fetch',
    webhook: '{{ACTIONS_BASE_URL}}/news/fetch',
    schedule: '*/15 * * * *',
    include_in_metadata: true,
    ...overrides,
  });

  it("fills retry_conf with Hasura's defaults and resolves webhook and headers", () => {
    const prepared = prepareTrigger(
      trigger({
        headers: [
          { name: 'X-Static', value: 'one' },
          { name: 'X-Secret', value_from_env: 'NEWS_SECRET' },
        ],
        payload: { a: 1 },
      }),
      { ACTIONS_BASE_URL: 'http://localhost:3000/actions', NEWS_SECRET: 's3cret' },
    );
    expect(prepared).toMatchObject({
      name: 'news_fetch',
      url: 'http://localhost:3000/actions/news/fetch',
      headers: { 'X-Static': 'one', 'X-Secret': 's3cret' },
      payload: { a: 1 },
      numRetries: 0,
      retryIntervalMs: 10_000,
      timeoutMs: 60_000,
      toleranceMs: 21_600_000,
    });
    expect(prepareTrigger(trigger({ webhook: 'https://example.com/x' }), {}).payload).toBeNull();
  });

  it('names the trigger and the missing variable of the webhook', () => {
    const error = thrown(() => prepareTrigger(trigger(), {}));
    expect(error).toMatchObject({ code: 'cron-env-missing' });
    expect((error as Error).message).toBe(
      'hasura/metadata/cron_triggers.yaml: cron trigger "news_fetch": {{ACTIONS_BASE_URL}} is used, but the environment variable ACTIONS_BASE_URL is not set.',
    );
  });

  it('names the header whose value_from_env is not set', () => {
    const error = thrown(() =>
      prepareTrigger(trigger({ webhook: 'https://example.com/x', headers: [{ name: 'Authorization', value_from_env: 'NEWS_TOKEN' }] }), {}),
    );
    expect(error).toMatchObject({ code: 'cron-env-missing' });
    expect((error as Error).message).toContain('header "Authorization" takes value_from_env NEWS_TOKEN, which is not set');
  });

  it('names the trigger of a bad schedule, a webhook that is no URL, and a bad retry_conf', () => {
    expect(thrown(() => prepareTrigger(trigger({ schedule: '* * *' }), { ACTIONS_BASE_URL: 'http://x' }))).toMatchObject({
      code: 'cron-schedule-invalid',
      message: expect.stringContaining('cron trigger "news_fetch": Schedule "* * *"'),
    });
    expect(thrown(() => prepareTrigger(trigger(), { ACTIONS_BASE_URL: 'not a url' }))).toMatchObject({
      code: 'cron-trigger-invalid',
      message: expect.stringContaining('webhook "not a url/news/fetch" is not an http(s) URL'),
    });
    expect(thrown(() => prepareTrigger(trigger({ webhook: 'http://x', retry_conf: { num_retries: -1 } }), {}))).toMatchObject({
      code: 'cron-trigger-invalid',
      message: expect.stringContaining('retry_conf.num_retries must be a non-negative integer, not -1'),
    });
  });
});
