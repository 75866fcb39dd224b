export { ConfirmEmailNotice } from './ui/ConfirmEmailNotice';
