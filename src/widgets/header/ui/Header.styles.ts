import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { fontSizes, media, radii, space, themeVars } from '@/shared/config';

// Below this width the navigation, search and preferences fold into the menu button.
const phone = media.down('lg');

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  border-bottom: 1px solid ${themeVars.border};
  background: ${themeVars.surface};
`;

// One row: on wide screens nothing wraps (a long member name is cut short instead); on phones only the opened
// menu takes a row of its own under the logo, account and menu button.
export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]} ${space[4]};
  max-width: 72rem;
  margin: 0 auto;
  padding: ${space[3]} ${space[4]};

  ${phone} {
    flex-wrap: wrap;
    column-gap: ${space[3]};
  }
`;

export const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  border-radius: ${radii.sm};
  color: ${themeVars.text};
  font-size: ${fontSizes.xl};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  flex-shrink: 0;
`;

export const LogoMark = styled.svg`
  color: ${themeVars.primary};
`;

export const Collapsible = styled.div<{ $open: boolean }>`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${space[4]};

  ${phone} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    order: 10;
    flex-basis: 100%;
    gap: ${space[3]};
    padding: ${space[2]} 0;

    /* Before the page is live (or without script) the menu link opens it as the address's target. */
    #root:not([data-hydrated]) &:target {
      display: grid;
    }
  }
`;

export const Nav = styled.nav`
  ul {
    display: flex;
    gap: ${space[1]};
    margin: 0;
    padding: 0;
    list-style: none;

    ${phone} {
      flex-direction: column;
    }
  }
`;

export const NavItem = styled(NavLink)`
  display: block;
  padding: ${space[2]} ${space[3]};
  border-radius: ${radii.md};
  color: ${themeVars.textMuted};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${themeVars.text};
  }

  &[aria-current='page'] {
    color: ${themeVars.primary};
  }
`;

export const Search = styled.div`
  flex: 1;
  /* Narrow enough that the row fits from 64rem up, in either language, signed in or not. */
  min-width: 7rem;
  max-width: 20rem;

  ${phone} {
    max-width: none;
  }
`;

export const Prefs = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
`;

export const Account = styled.div`
  display: flex;
  flex: 0 1 auto;
  align-items: center;
  justify-content: flex-end;
  min-width: 0;

  ${phone} {
    /* Takes the room between the logo and the menu button, so the row never wraps. */
    flex: 1 1 0;
  }
`;

export const MenuToggle = styled.div`
  display: none;

  ${phone} {
    display: block;
    flex-shrink: 0;
    order: 5;
  }
`;

/** The sign-in button's label: short on phones, in full on wide screens (its accessible name is always in full). */
export const LoginShort = styled.span`
  display: none;

  ${phone} {
    display: inline;
  }
`;

export const LoginFull = styled.span`
  white-space: nowrap;

  ${phone} {
    display: none;
  }
`;
