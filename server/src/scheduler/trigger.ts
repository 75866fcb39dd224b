// A cron trigger of the metadata made ready to run: schedule parsed, `{{ENV_VAR}}` templates and
// value_from_env headers resolved, retry_conf filled with Hasura's defaults. Done once at start, so a
// trigger that cannot run stops the server with a message naming the trigger and what to fix.
import { StartupError } from '../db/errors.ts';
import { parseCronSchedule, type CronSchedule, type CronTrigger } from '../engine/index.ts';

export interface PreparedTrigger {
  name: string;
  schedule: CronSchedule;
  url: string;
  headers: Record<string, string>;
  payload: unknown;
  comment: string | undefined;
  numRetries: number;
  retryIntervalMs: number;
  timeoutMs: number;
  toleranceMs: number;
}

// Hasura's defaults for a cron trigger's retry_conf.
const DEFAULTS = { num_retries: 0, retry_interval_seconds: 10, timeout_seconds: 60, tolerance_seconds: 21_600 };

const TEMPLATE = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

type Env = Record<string, string | undefined>;

/** Replaces each `{{NAME}}` in `text` with the environment variable NAME; a variable that is not set is an error. */
export function resolveTemplate(text: string, env: Env): string {
  return text.replace(TEMPLATE, (_match, name: string) => {
    const value = env[name];
    if (value === undefined) {
      throw new StartupError('cron-env-missing', `{{${name}}} is used, but the environment variable ${name} is not set.`);
    }
    return value;
  });
}

function where(trigger: CronTrigger): string {
  return `hasura/metadata/cron_triggers.yaml: cron trigger "${trigger.name}"`;
}

function retryValue(trigger: CronTrigger, key: keyof typeof DEFAULTS): number {
  const value = trigger.retry_conf?.[key] ?? DEFAULTS[key];
  const integer = key === 'num_retries';
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || (integer && !Number.isInteger(value))) {
    throw new StartupError(
      'cron-trigger-invalid',
      `${where(trigger)}: retry_conf.${key} must be a non-negative ${integer ? 'integer' : 'number of seconds'}, not ${JSON.stringify(value)}.`,
    );
  }
  return value;
}

function resolveHeaders(trigger: CronTrigger, env: Env): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const header of trigger.headers ?? []) {
    if ('value_from_env' in header) {
      const value = env[header.value_from_env];
      if (value === undefined) {
        throw new StartupError(
          'cron-env-missing',
          `${where(trigger)}: header "${header.name}" takes value_from_env ${header.value_from_env}, which is not set in the environment.`,
        );
      }
      headers[header.name] = value;
    } else {
      headers[header.name] = header.value;
    }
  }
  return headers;
}

/** Checks and resolves one trigger; throws a StartupError naming the trigger when it cannot run. */
export function prepareTrigger(trigger: CronTrigger, env: Env = process.env): PreparedTrigger {
  let schedule: CronSchedule;
  let url: string;
  try {
    schedule = parseCronSchedule(trigger.schedule);
    url = resolveTemplate(trigger.webhook, env);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    throw new StartupError(error.code, `${where(trigger)}: ${error.message}`, { cause: error });
  }
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new StartupError('cron-trigger-invalid', `${where(trigger)}: webhook "${url}" is not an http(s) URL.`);
  }
  return {
    name: trigger.name,
    schedule,
    url,
    headers: resolveHeaders(trigger, env),
    payload: trigger.payload ?? null,
    comment: trigger.comment,
    numRetries: retryValue(trigger, 'num_retries'),
    retryIntervalMs: retryValue(trigger, 'retry_interval_seconds') * 1000,
    timeoutMs: retryValue(trigger, 'timeout_seconds') * 1000,
    toleranceMs: retryValue(trigger, 'tolerance_seconds') * 1000,
  };
}
