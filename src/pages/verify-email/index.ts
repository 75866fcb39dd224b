export { VerifyEmailPage } from './ui/VerifyEmailPage';
export { ConfirmEmailPage } from './ui/ConfirmEmailPage';
export { ResetPasswordPage } from './ui/ResetPasswordPage';
export { UnlockPage } from './ui/UnlockPage';
