// docker-compose.yml read as Compose reads it: services, their environment (mapping or list form) and the
// interpolation of `${VAR}`, `${VAR:-default}`, `${VAR:?message}` and `$$` from the .env file.
import { parse } from 'yaml';

export interface DependsOn {
  condition: string;
}

export interface Service {
  image?: string;
  build?: string | { context?: string };
  entrypoint?: string | string[];
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, DependsOn>;
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  ports?: (string | number | { host_ip?: string; published?: string | number; target?: number })[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  logging?: { driver?: string; options?: Record<string, string | number> };
  stop_grace_period?: string;
  restart?: string;
  container_name?: string;
  env_file?: string | (string | { path: string; required?: boolean })[];
}

/** A compose duration (`1m30s`, `150s`, `2m`, `500ms`) in seconds; NaN when it is not one. */
export function durationSeconds(text: string): number {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001, us: 0.000001 };
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) return Number.NaN;
  return parts.reduce((total, [, value, unit]) => total + Number(value) * units[unit!]!, 0);
}

export interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

export function parseCompose(text: string): ComposeFile {
  return parse(text) as ComposeFile;
}

/** A service's environment as name -> raw value (before interpolation). */
export function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((entry) => [entry.split('=')[0]!, entry.includes('=') ? entry.slice(entry.indexOf('=') + 1) : '']));
  }
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, value === null ? '' : String(value)]));
}

/** depends_on as service -> condition (the short list form means service_started). */
export function dependenciesOf(service: Service): Record<string, string> {
  const deps = service.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((name) => [name, 'service_started']));
  return Object.fromEntries(Object.entries(deps).map(([name, dep]) => [name, dep.condition ?? 'service_started']));
}

export interface Reference {
  name: string;
  /** `:?` or `?` (required), `:-` or `-` (default), or '' for a plain reference. */
  operator: string;
  argument: string;
}

const REFERENCE = /\$\$|\$\{(\w+)(?:(:?[-?+])([^}]*))?\}|\$(\w+)/g;

/** The `${VAR...}` references of a value (`$$` is a literal dollar, not a reference). */
export function referencesOf(value: string): Reference[] {
  return [...value.matchAll(REFERENCE)]
    .filter((match) => match[0] !== '$$')
    .map((match) => ({ name: match[1] ?? match[4]!, operator: match[2] ?? '', argument: match[3] ?? '' }));
}

/** Whether a value is nothing but one `${VAR...}` reference. */
export function isSingleReference(value: string): boolean {
  const references = referencesOf(value);
  return references.length === 1 && value.replace(REFERENCE, '') === '';
}

/** Interpolates as Compose does; a missing `${VAR:?message}` throws with its message, as `docker compose` refuses. */
export function interpolate(value: string, vars: Record<string, string | undefined>): string {
  return value.replace(REFERENCE, (whole, braced?: string, operator = '', argument = '', bare?: string) => {
    if (whole === '$$') return '$';
    const name = (braced ?? bare)!;
    const set = vars[name] !== undefined;
    const nonEmpty = set && vars[name] !== '';
    const present = operator.startsWith(':') ? nonEmpty : set;
    if (operator.endsWith('?') && !present) throw new Error(`required variable ${name} is missing a value: ${argument}`);
    if (operator.endsWith('-') && !present) return argument;
    if (operator.endsWith('+')) return present ? argument : '';
    return vars[name] ?? '';
  });
}
