import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@/shared/lib/i18n';
import { useLanguageAlternates, type LanguageAlternates } from '@/shared/lib/page-head';
import { LanguageSwitch } from './LanguageSwitch';

function Story({ alternates }: { alternates?: LanguageAlternates }) {
  useLanguageAlternates(alternates);
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function Site({ start, alternates }: { start: string; alternates?: LanguageAlternates }) {
  return (
    <MemoryRouter initialEntries={[start]}>
      <LanguageSwitch />
      <Routes>
        <Route path="*" element={<Story alternates={alternates} />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('LanguageSwitch', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
  });

  beforeEach(async () => {
    await changeLanguage('en');
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

  it("goes to the page's address in the new language, and back", async () => {
    const alternates = { en: '/article/rollups', zh: '/article/rollups-zh' };
    const { unmount } = render(<Site start="/article/rollups" alternates={alternates} />);
    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    await screen.findByRole('button', { name: 'English' });
    expect(screen.getByTestId('path').textContent).toBe('/article/rollups-zh');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('button', { name: '中文' });
    expect(screen.getByTestId('path').textContent).toBe('/article/rollups');
    unmount();
  });

  it('stays on a page without an address in the other language', async () => {
    render(<Site start="/article/only-english" alternates={{ en: '/article/only-english' }} />);
    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    await screen.findByRole('button', { name: 'English' });
    expect(screen.getByTestId('path').textContent).toBe('/article/only-english');
  });
});
