export { VerifyEmailPage } from './ui/VerifyEmailPage';
export { ConfirmEmailPage } from './ui/ConfirmEmailPage';
export { ResetPasswordPage } from './ui/ResetPasswordPage';
export { UnlockPage } from './ui/UnlockPage';
export { MagicLinkPage } from './ui/MagicLinkPage';
