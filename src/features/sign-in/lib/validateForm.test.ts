import { describe, expect, it } from 'vitest';
import { validateSignInForm } from './validateForm';

const filled = { displayName: 'Ada', username: 'ada', email: 'ada@example.com', password: 'secret' };

describe('validateSignInForm', () => {
  it('accepts a complete form in both modes', () => {
    expect(validateSignInForm(filled, 'login')).toEqual({});
    expect(validateSignInForm(filled, 'register')).toEqual({});
  });

  it('requires the names only when registering', () => {
    const noNames = { ...filled, displayName: ' ', username: '' };
    expect(validateSignInForm(noNames, 'login')).toEqual({});
    expect(validateSignInForm(noNames, 'register')).toEqual({ displayName: 'required', username: 'required' });
  });

  it('requires an email address and a password', () => {
    expect(validateSignInForm({ ...filled, email: '', password: '' }, 'login')).toEqual({
      email: 'required',
      password: 'required',
    });
    expect(validateSignInForm({ ...filled, email: 'ada@' }, 'login')).toEqual({ email: 'invalid' });
  });
});
