export { FormFields } from './FormFields';
export type { FieldSpec, FieldsForm } from './FormFields';
export { FormFrame } from './FormFrame';
export type { FormFrameProps } from './FormFrame';
export { useForm } from './useForm';
export type { FormOptions, FormState } from './useForm';
export { dropsTranslation, translationFields } from './translationFields';
export { rowOfValues, valuesOfRow } from './rowValues';
export type { ColumnMap } from './rowValues';
