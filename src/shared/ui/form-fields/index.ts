export { FormFields } from './FormFields';
export type { FieldSpec, FieldsForm } from './FormFields';
