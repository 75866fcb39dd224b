import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
  });

  it('starts dark, then switches the page theme and remembers it', async () => {
    render(<ThemeToggle />);

    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    await screen.findByRole('button', { name: 'Switch to dark theme' });
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
