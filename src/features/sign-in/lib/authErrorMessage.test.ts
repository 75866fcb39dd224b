import { beforeAll, describe, expect, it } from 'vitest';
import { RestError } from '@/shared/api';
import { changeLanguage, i18n, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { authErrorMessage } from './authErrorMessage';

describe('authErrorMessage', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
    await loadNamespaces('auth');
  });

  const t = () => i18n.getFixedT(null, 'auth');

  it('translates known codes', () => {
    expect(authErrorMessage(new RestError('invalid-credentials', 'Invalid email or password', 401), t())).toBe(
      'Invalid email or password.',
    );
    expect(authErrorMessage(new RestError('too-many-attempts', 'slow down', 429, 120), t())).toBe(
      'Too many attempts. Try again in 2 minutes.',
    );
    // A lock: the owner was mailed an unlock link.
    expect(authErrorMessage(new RestError('too-many-attempts', 'locked', 429, 900, { unlockLinkSent: true }), t())).toBe(
      'Too many attempts. Try again in 15 minutes. If this address has an account, we sent it a link to unlock it.',
    );
    expect(authErrorMessage(new RestError('too-many-signups', 'later', 429, 3599), t())).toBe(
      'Too many accounts were created from this network. Try again in 60 minutes.',
    );
    // Under a minute the wait is told in seconds.
    expect(authErrorMessage(new RestError('too-many-attempts', 'slow down', 429, 1), t())).toBe(
      'Too many attempts. Try again in 1 second.',
    );
    expect(authErrorMessage(new RestError('too-many-attempts', 'slow down', 429, 58.5), t())).toBe(
      'Too many attempts. Try again in 59 seconds.',
    );
    expect(authErrorMessage(new RestError('too-many-attempts', 'slow down', 429, 59.2), t())).toBe(
      'Too many attempts. Try again in 1 minute.',
    );
    expect(authErrorMessage(new RestError('too-many-attempts', 'slow down', 429, 61), t())).toBe(
      'Too many attempts. Try again in 2 minutes.',
    );
    expect(authErrorMessage(new RestError('weak-password', 'guessable', 400), t())).toMatch(/too easy to guess/);
  });

  it('tells a suspended member until when and why, in the reader language', async () => {
    const details = { suspendedUntil: '2031-03-05T10:00:00.000Z', reason: 'Spam links' };
    const suspended = new RestError('account-suspended', 'suspended', 403, undefined, details);
    const english = authErrorMessage(suspended, t());
    expect(english).toMatch(/^A moderator suspended this account until March \d, 2031 at .+\. Reason: Spam links\./);
    const undated = new RestError('account-suspended', 'suspended', 403, undefined, {});
    expect(authErrorMessage(undated, t())).toBe('A moderator suspended this account for now.');
    await changeLanguage('zh');
    await loadNamespaces('auth');
    expect(authErrorMessage(suspended, t())).toMatch(/^该账号已被版主暂停使用，直至 2031年3月\d日.*原因：Spam links。/);
    await changeLanguage('en');
  });

  it('tells a refused sign-up neutrally (never that the email has an account), in English and Chinese', async () => {
    const refused = new RestError('signup-refused', 'No account could be created with these details.', 409);
    expect(authErrorMessage(refused, t())).toBe(
      'We could not create an account with these details. If you already have an account, log in; otherwise check the email address or use another one.',
    );
    await changeLanguage('zh');
    await loadNamespaces('auth');
    expect(authErrorMessage(refused, t())).toBe('无法使用这些信息创建账户。如果您已有账户，请直接登录；否则请检查邮箱地址或换一个。');
    await changeLanguage('en');
  });

  it("falls back to the service's message, then to 'An error occurred'", () => {
    expect(authErrorMessage(new RestError('something-new', 'The service says no.', 400), t())).toBe('The service says no.');
    expect(authErrorMessage(new RestError('something-new', ' ', 400), t())).toBe('An error occurred');
    expect(authErrorMessage(new Error('boom'), t())).toBe('An error occurred');
  });

  it('follows the language', async () => {
    await changeLanguage('zh');
    await loadNamespaces('auth');
    expect(authErrorMessage(new RestError('invalid-credentials', 'x', 401), t())).toBe('邮箱或密码错误。');
    expect(authErrorMessage(new RestError('too-many-signups', 'x', 429, 30), t())).toBe('此网络创建的账号过多，请 30 秒后再试。');
    await changeLanguage('en');
  });
});
