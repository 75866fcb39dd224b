export { DismissibleAlert } from './DismissibleAlert';
export type { DismissibleAlertProps } from './DismissibleAlert';
