import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';

describe('LanguageSwitch', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
  });

  it('switches the language, updating <html lang> and remembering the choice', async () => {
    render(<LanguageSwitch />);
    expect(document.documentElement.lang).toBe('en');

    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    await screen.findByRole('button', { name: 'English' });
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem('lang')).toBe('zh');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('button', { name: '中文' });
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
  });
});
