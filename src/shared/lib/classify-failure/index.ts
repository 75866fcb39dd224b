export { classifyFailure } from './classifyFailure';
export type { Failure, Refusal } from './classifyFailure';
