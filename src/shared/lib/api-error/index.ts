export { apiErrorMessage } from './apiErrorMessage';
export { apiErrorText } from './apiErrorText';
export type { ApiErrorTexts } from './apiErrorText';
export { refusedConstraint } from './refusedConstraint';
