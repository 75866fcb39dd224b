const pad = (value: number) => String(value).padStart(2, '0');

/** A timestamptz as a datetime-local value in the browser's time zone ('' for none or an invalid one). */
export function toLocalInput(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the browser's time zone) as an ISO timestamp in UTC; null when it is not a date. */
export function fromLocalInput(value: string): string | null {
  // A date-time without an offset is read in local time.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
