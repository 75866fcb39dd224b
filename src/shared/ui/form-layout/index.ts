export { FieldSlot } from './FieldSlot';
export { focusField, focusFirstError } from './focusField';
export { FormActions, FormChecks, FormNote, FormPanel, FormRow, FormStack } from './FormLayout';
export { definedErrors, fieldErrorText, lengthError } from './fieldRules';
export type { FieldError } from './fieldRules';
