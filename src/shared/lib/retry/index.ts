export { retrying } from './retrying';
export type { RetryOptions } from './retrying';
