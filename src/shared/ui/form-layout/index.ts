export { FieldSlot } from './FieldSlot';
export { focusField } from './focusField';
export { FormActions, FormChecks, FormNote, FormPanel, FormRow, FormStack } from './FormLayout';
