import type { SignInMode } from '../model/dialogStore';

export interface SignInFormValues {
  displayName: string;
  username: string;
  email: string;
  password: string;
}

export type SignInFormErrors = Partial<Record<keyof SignInFormValues, 'required' | 'invalid'>>;

// The same shape the auth service accepts (server/src/auth/validation.ts); it checks the rest.
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Spec section 5: email required and an email; password required; names required in register mode. */
export function validateSignInForm(values: SignInFormValues, mode: SignInMode): SignInFormErrors {
  const errors: SignInFormErrors = {};
  if (mode === 'register') {
    if (!values.displayName.trim()) errors.displayName = 'required';
    if (!values.username.trim()) errors.username = 'required';
  }
  const email = values.email.trim();
  if (!email) errors.email = 'required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'invalid';
  if (!values.password) errors.password = 'required';
  return errors;
}
