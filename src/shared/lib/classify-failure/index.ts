export { classifyFailure } from './classifyFailure';
export type { Failure, Refusal } from './classifyFailure';
export { writeFailure, type WriteFailure } from './writeFailure';
