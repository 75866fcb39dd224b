export { VerifyEmailPage } from './ui/VerifyEmailPage';
