// Checks of an action's arguments. The engine has checked their GraphQL types already; these are the limits
// the database enforces, answered as an ActionFailure the caller can act on instead of a constraint error.
import { ActionFailure } from '../actions.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A uuid argument. */
export function readUuid(value: unknown, name: string): string {
  if (!isUuid(value)) throw new ActionFailure('invalid-input', `${name} must be a uuid.`);
  return value.toLowerCase();
}

export interface TextRule {
  /** Characters (Unicode code points), after trimming. */
  min?: number;
  max: number;
}

/** A required text argument, trimmed, within the rule's length. */
export function readText(value: unknown, name: string, rule: TextRule): string {
  if (typeof value !== 'string') throw new ActionFailure('invalid-input', `${name} must be a string.`);
  const text = value.trim();
  const length = Array.from(text).length;
  const min = rule.min ?? 1;
  if (length < min || length > rule.max) {
    throw new ActionFailure('invalid-input', `${name} must be ${min} to ${rule.max} characters long (it has ${length}).`);
  }
  return text;
}

/** An optional text argument: null when missing or blank, else as readText. */
export function readOptionalText(value: unknown, name: string, rule: TextRule): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  return readText(value, name, rule);
}
