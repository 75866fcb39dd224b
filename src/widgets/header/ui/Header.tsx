import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/entities/session';
import { SearchBox } from '@/features/search-site';
import { useSignInDialog } from '@/features/sign-in';
import { LanguageSwitch } from '@/features/switch-language';
import { ThemeToggle } from '@/features/toggle-theme';
import { Button } from '@/shared/ui/button';
import { primaryLinks } from '../config/links';
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

// Members only, and never in the server's HTML (it renders for visitors): loaded once a member is known.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));
const NotificationBell = lazy(() => import('@/features/read-notifications').then((module) => ({ default: module.NotificationBell })));

/** The site header: logo, navigation, search, language, theme and the member's account. */
export function Header() {
  const { t } = useTranslation();
  const { user, isAdmin } = useSession();
  const signInDialog = useSignInDialog();
  const [menuOpen, setMenuOpen] = useState(false);

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
        <Collapsible id={MENU_ID} $open={menuOpen} onClick={closeOnLink}>
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
            <Suspense fallback={null}>
              <NotificationBell />
              <UserMenu user={user} isAdmin={isAdmin} />
            </Suspense>
          ) : (
            <Button aria-label={t('header.login')} onClick={() => signInDialog.open()}>
              <LoginShort>{t('header.loginShort')}</LoginShort>
              <LoginFull>{t('header.login')}</LoginFull>
            </Button>
          )}
        </Account>
        <MenuToggle>
          <Button
            variant="ghost"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <MenuIcon open={menuOpen} />
          </Button>
        </MenuToggle>
      </Inner>
    </Bar>
  );
}
