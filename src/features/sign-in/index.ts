export { openSignInDialog, useSignInDialog } from './model/dialogStore';
export type { SignInMode, SignInReason } from './model/dialogStore';
export { SignInDialogHost } from './ui/SignInDialogHost';
export { recoveryErrorMessage } from './lib/recoveryErrorMessage';
export { LinkedAccounts } from './ui/LinkedAccounts';
export { TwoFactorForm } from './ui/SignInSteps';
export { SignInSecurity } from './ui/SignInSecurity';
