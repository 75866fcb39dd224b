const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route parameter can be a uuid key: other values are not found without asking the API. */
export function isUuid(value: string | undefined): value is string {
  return !!value && pattern.test(value);
}
