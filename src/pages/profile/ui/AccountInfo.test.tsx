import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { AccountInfo } from './AccountInfo';

// Noon UTC, so the calendar day is the same in every time zone the tests may run in.
const registeredAt = '2025-03-09T12:00:00Z';

describe('AccountInfo', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await loadNamespaces('profile');
  });

  afterEach(async () => {
    cleanup();
    await changeLanguage('en');
  });

  it('shows the registration date in long form, the email status and the email', () => {
    render(<AccountInfo registeredAt={registeredAt} email="ada@example.com" verified={false} />);
    expect(screen.getByRole('heading', { name: 'Account information' })).toBeTruthy();
    expect(screen.getByText('March 9, 2025').getAttribute('datetime')).toBe(registeredAt);
    expect(screen.getByText('Unverified')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it('writes the date and labels in Chinese when the site is in Chinese', async () => {
    await changeLanguage('zh');
    render(<AccountInfo registeredAt={registeredAt} email="ada@example.com" verified />);
    expect(screen.getByRole('heading', { name: '账户信息' })).toBeTruthy();
    expect(screen.getByText('2025年3月9日')).toBeTruthy();
    expect(screen.getByText('已验证')).toBeTruthy();
  });
});
