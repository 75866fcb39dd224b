export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { DialogActions, DialogBody } from './Dialog.styles';
