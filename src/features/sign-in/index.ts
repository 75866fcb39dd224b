export { openSignInDialog, useSignInDialog } from './model/dialogStore';
export type { SignInMode } from './model/dialogStore';
export { SignInDialogHost } from './ui/SignInDialogHost';
