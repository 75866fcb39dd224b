export { openSignInDialog, useSignInDialog } from './model/dialogStore';
export type { SignInMode, SignInReason } from './model/dialogStore';
export { SignInDialogHost } from './ui/SignInDialogHost';
export { TwoFactorForm } from './ui/SignInSteps';
export { AccountSecurity } from './ui/AccountSecurity';
