export { apiErrorMessage } from './apiErrorMessage';
export { apiErrorText } from './apiErrorText';
export type { ApiErrorTexts } from './apiErrorText';
export { refusedConstraint } from './refusedConstraint';
export { classifyFailure } from './classifyFailure';
export type { Failure, Refusal } from './classifyFailure';
