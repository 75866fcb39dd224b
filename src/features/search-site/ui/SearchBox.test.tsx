import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@/shared/lib/i18n';
import { SearchBox } from './SearchBox';

function CurrentAddress() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

describe('SearchBox', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
  });

  it('opens /search with the trimmed query, and ignores an empty one', () => {
    render(
      <MemoryRouter initialEntries={['/news']}>
        <SearchBox />
        <Routes>
          <Route path="*" element={<CurrentAddress />} />
        </Routes>
      </MemoryRouter>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(input.getAttribute('placeholder')).toBe('Search articles...');

    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByRole('status').textContent).toBe('/news');

    fireEvent.change(input, { target: { value: '  zero knowledge & rollups ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status').textContent).toBe('/search?q=zero+knowledge+%26+rollups');
  });
});
