export { VerifyEmailPage } from './ui/VerifyEmailPage';
export { MagicLinkPage } from './ui/MagicLinkPage';
