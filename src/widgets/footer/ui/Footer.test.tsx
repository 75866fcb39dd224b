import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@/shared/lib/i18n';
import { Footer } from './Footer';

describe('Footer', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
  });

  afterAll(() => changeLanguage('en'));

  it('links the RSS and Atom feeds in the language of the page', async () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe('/rss.xml?lang=en');
    expect(screen.getByRole('link', { name: 'Atom feed' }).getAttribute('href')).toBe('/atom.xml?lang=en');

    await act(() => changeLanguage('zh'));
    expect((await screen.findByRole('link', { name: 'RSS 订阅' })).getAttribute('href')).toBe('/rss.xml?lang=zh');
    expect(screen.getByRole('link', { name: 'Atom 订阅' }).getAttribute('href')).toBe('/atom.xml?lang=zh');
  });
});
