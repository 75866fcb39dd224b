// JSON numbers without the loss of a double: a request's bigint and numeric values (beyond 2^53, or with more
// digits than a double keeps) reach PostgreSQL as written, as they do through Hasura (Aeson's Scientific).

/** A number of a request's JSON whose text a double would not give back; it keeps the text. */
export class ExactNumber {
  constructor(readonly text: string) {}

  /** As its text: a plan cache key then tells two such numbers apart. */
  toJSON(): string {
    return this.text;
  }
}

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A decimal number as sign, significant digits and exponent (value = digits x 10^exponent), or null. */
export interface DecimalParts {
  negative: boolean;
  /** Without leading or trailing zeros; '0' for zero. */
  digits: string;
  exponent: number;
}

/** Splits decimal number text (JSON or GraphQL syntax) into its parts; null for anything else. */
export function decimalParts(text: string): DecimalParts | null {
  if (!NUMBER.test(text)) return null;
  const negative = text.startsWith('-');
  const unsigned = negative ? text.slice(1) : text;
  const [mantissa = '', power] = unsigned.split(/[eE]/);
  const [whole = '', fraction = ''] = mantissa.split('.');
  let digits = `${whole}${fraction}`.replace(/^0+/, '');
  let exponent = Number(power ?? 0) - fraction.length;
  const trimmed = digits.replace(/0+$/, '');
  exponent += digits.length - trimmed.length;
  digits = trimmed;
  if (digits === '') return { negative: false, digits: '0', exponent: 0 };
  return { negative, digits, exponent };
}

/** Whether a double holds the number exactly as written (`0.1` counts: it prints back the same). */
function doubleKeeps(text: string): boolean {
  const value = Number(text);
  if (!Number.isFinite(value)) return false;
  const written = decimalParts(text);
  const kept = decimalParts(String(value).replace('e+', 'e'));
  return written !== null && kept !== null && written.digits === kept.digits && written.exponent === kept.exponent;
}

/** A number's text as a JS number when a double keeps it, else as an ExactNumber. */
export function exactNumber(text: string): number | ExactNumber {
  return doubleKeeps(text) ? Number(text) : new ExactNumber(text);
}

/** The text of a JSON number, whether parsed as a double or kept exact. */
export function numberText(value: number | ExactNumber): string {
  return typeof value === 'number' ? String(value).replace('e+', 'e') : value.text;
}

// A number token in JSON text, and the marker a kept number travels in through JSON.parse.
const NUMBER_TOKEN = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const MARK = '\u0000#';
const MARK_ESCAPED = '\\u0000#';

/**
 * JSON.parse that keeps numbers a double would change as ExactNumber. Bodies without 16 digits in a row (a dot
 * between them counts) or a 3-digit exponent are parsed once, as before; errors are JSON.parse's own.
 */
export function parseJsonKeepingNumbers(text: string): unknown {
  const parsed: unknown = JSON.parse(text);
  if (!/\d[\d.]{15}|[eE][+-]?\d{3}/.test(text)) return parsed;
  let rewritten = '';
  let copied = 0;
  let changed = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x22) {
      // Skip a string, escapes included.
      for (i += 1; i < text.length && text.charCodeAt(i) !== 0x22; i += 1) if (text.charCodeAt(i) === 0x5c) i += 1;
      continue;
    }
    if (code !== 0x2d && (code < 0x30 || code > 0x39)) continue;
    NUMBER_TOKEN.lastIndex = i;
    const token = NUMBER_TOKEN.exec(text)![0];
    if (!doubleKeeps(token)) {
      rewritten += `${text.slice(copied, i)}"${MARK_ESCAPED}${token}"`;
      copied = i + token.length;
      changed = true;
    }
    i += token.length - 1;
  }
  if (!changed) return parsed;
  return JSON.parse(rewritten + text.slice(copied), (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(MARK) && NUMBER.test(value.slice(MARK.length))
      ? new ExactNumber(value.slice(MARK.length))
      : value,
  );
}

/** A JSON value with its kept numbers as plain numbers, for positions that hold JSON (jsonb, actions). */
export function plainJson(value: unknown): unknown {
  if (value instanceof ExactNumber) return Number(value.text);
  if (Array.isArray(value)) return value.map(plainJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainJson(item)]));
  }
  return value;
}
