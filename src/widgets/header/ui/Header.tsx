import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, useSession } from '@/entities/session';
import { SearchBox } from '@/features/search-site';
import { useSignInDialog } from '@/features/sign-in';
import { LanguageSwitch } from '@/features/switch-language';
import { ThemeToggle } from '@/features/toggle-theme';
import { useHydrated, useMemberHint } from '@/shared/lib/render-env';
import { Button, LinkButton } from '@/shared/ui/button';
import { primaryLinks } from '../config/links';
import { AccountPlaceholder } from './AccountPlaceholder';
import {
  Account,
  Bar,
  Collapsible,
  Inner,
  Logo,
  LoginFull,
  LoginShort,
  LogoMark,
  MenuToggle,
  Nav,
  NavItem,
  Prefs,
  Search,
} from './Header.styles';
import { MenuIcon } from './MenuIcon';

const MENU_ID = 'site-menu';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** What Tab can reach in the open menu, in order (only what is shown). */
function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/**
 * While the phone menu is open: focus moves into it, Tab and Shift+Tab go round its links and the menu button
 * only, and Escape closes it and gives focus back to the button.
 */
function useMenuFocus(
  open: boolean,
  close: () => void,
  menuRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const menu = menuRef.current;
    const toggle = toggleRef.current;
    // Only while the button shows (phones): on wide screens the navigation is part of the page.
    if (!open || !menu || !toggle || toggle.getClientRects().length === 0) return;
    focusables(menu)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // Keys meant for something over the menu (a dialog) or elsewhere on purpose are not the menu's.
      const active = document.activeElement;
      if (active !== null && active !== document.body && active !== toggle && !menu.contains(active)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        toggle.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const ring = [...focusables(menu), toggle];
      const index = ring.indexOf(document.activeElement as HTMLElement);
      const next = index === -1 ? 0 : (index + (event.shiftKey ? ring.length - 1 : 1)) % ring.length;
      event.preventDefault();
      ring[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, menuRef, toggleRef]);
}

// Members only, loaded once a member is known; the server's HTML (and the moment the code loads) has the
// AccountPlaceholder in its place.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));
const NotificationBell = lazy(() => import('@/features/read-notifications').then((module) => ({ default: module.NotificationBell })));

/** The site header: logo, navigation, search, language, theme and the member's account. */
export function Header() {
  const { t } = useTranslation();
  const { user, isAdmin } = useSession();
  const signInDialog = useSignInDialog();
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  // The member the server rendered the page for (the hint cookie), while the page is being hydrated.
  const memberHint = useMemberHint();
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useMenuFocus(menuOpen, closeMenu, menu, toggle);

  // On phones the folded menu closes once a link in it is followed.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  };

  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label={t('brand.homeLink')}>
          <LogoMark width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <path
              d="M2 17h7l3-8 5 15 4-11 2 4h7"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </LogoMark>
          {t('brand.name')}
        </Logo>
        <Collapsible ref={menu} id={MENU_ID} $open={menuOpen} onClick={closeOnLink}>
          <Nav aria-label={t('header.navLabel')}>
            <ul>
              {primaryLinks.map((link) => (
                <li key={link.to}>
                  <NavItem to={link.to} end={link.end}>
                    {t(link.label)}
                  </NavItem>
                </li>
              ))}
            </ul>
          </Nav>
          <Search>
            <SearchBox onSearch={() => setMenuOpen(false)} />
          </Search>
          <Prefs>
            <LanguageSwitch />
            <ThemeToggle />
          </Prefs>
        </Collapsible>
        <Account>
          {user ? (
            <Suspense fallback={<AccountPlaceholder name={displayName(user)} />}>
              <NotificationBell />
              <UserMenu user={user} isAdmin={isAdmin} />
            </Suspense>
          ) : memberHint !== undefined ? (
            <AccountPlaceholder name={memberHint} />
          ) : (
            <Button aria-label={t('header.login')} onClick={() => signInDialog.open()}>
              <LoginShort>{t('header.loginShort')}</LoginShort>
              <LoginFull>{t('header.login')}</LoginFull>
            </Button>
          )}
        </Account>
        <MenuToggle>
          {hydrated ? (
            <Button
              ref={toggle}
              variant="ghost"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              aria-label={t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <MenuIcon open={menuOpen} />
            </Button>
          ) : (
            // Before the page is live (or without script): a link to the menu, which opens as the page's target.
            <LinkButton variant="ghost" href={`#${MENU_ID}`} aria-label={t('header.openMenu')}>
              <MenuIcon open={false} />
            </LinkButton>
          )}
        </MenuToggle>
      </Inner>
    </Bar>
  );
}
