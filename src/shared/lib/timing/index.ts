// Waiting well: a value that settles before it is used (debounce), and a download tried again after a failure.
export { useDebouncedValue } from './useDebouncedValue';
export { retryDelay, retrying } from './retrying';
export type { RetryOptions } from './retrying';
