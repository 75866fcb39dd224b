export { isEmail, isWebAddress } from './patterns';
export { definedErrors, fieldErrorText, lengthError } from './fieldRules';
export type { FieldError } from './fieldRules';
