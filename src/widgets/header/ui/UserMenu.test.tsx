import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@/shared/lib/i18n';
import { UserMenu } from './UserMenu';

const member = { id: 'u1', email: 'ada@example.com', displayName: 'Ada Lovelace', username: 'ada', isAdmin: false };

function renderMenu(isAdmin: boolean) {
  render(
    <MemoryRouter>
      <UserMenu user={{ ...member, isAdmin }} isAdmin={isAdmin} />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Account menu of Ada Lovelace' });
}

describe('UserMenu', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
  });

  it("shows a member's links, without the admin ones", () => {
    const trigger = renderMenu(false);
    // The avatar's initial, the name, and its first word (shown instead on phones).
    expect(trigger).toHaveProperty('textContent', 'AAda LovelaceAda');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Write Blog' }).getAttribute('href')).toBe('/write-blog');
    expect(screen.getByRole('link', { name: 'My Discussions' }).getAttribute('href')).toBe('/discussion?mine=1');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Publish article' })).toBeNull();
  });

  it('adds the admin links for administrators', () => {
    fireEvent.click(renderMenu(true));
    expect(screen.getByRole('link', { name: 'Publish article' }).getAttribute('href')).toBe('/write-article');
    expect(screen.getByRole('link', { name: 'Manage articles' }).getAttribute('href')).toBe('/admin/articles');
    expect(screen.getByRole('link', { name: 'Data dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(screen.getByRole('link', { name: 'Diagnostics' }).getAttribute('href')).toBe('/debug-admin');
  });

  it('closes on Escape and gives focus back to its button', () => {
    const trigger = renderMenu(false);
    fireEvent.click(trigger);
    const profile = screen.getByRole('link', { name: 'Profile' });
    profile.focus();
    fireEvent.keyDown(profile, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
