export { apiErrorMessage } from './apiErrorMessage';
export { apiErrorText } from './apiErrorText';
export type { ApiErrorTexts } from './apiErrorText';
export { refusedByPermission } from './refusedByPermission';
export { refusedConstraint } from './refusedConstraint';
