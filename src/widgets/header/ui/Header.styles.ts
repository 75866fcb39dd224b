import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { themeVars } from '@/shared/config';

// Below this width the navigation, search and preferences fold into the menu button.
const phone = '@media (max-width: 63.99rem)';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  border-bottom: 1px solid ${themeVars.border};
  background: ${themeVars.surface};
`;

export const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  max-width: 72rem;
  margin: 0 auto;
  padding: 0.625rem 1rem;
`;

export const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  border-radius: 0.25rem;
  color: ${themeVars.text};
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

export const LogoMark = styled.svg`
  color: ${themeVars.primary};
`;

export const Collapsible = styled.div<{ $open: boolean }>`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 1rem;

  ${phone} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    order: 10;
    flex-basis: 100%;
    gap: 0.75rem;
    padding: 0.5rem 0;
  }
`;

export const Nav = styled.nav`
  ul {
    display: flex;
    gap: 0.25rem;
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
  padding: 0.5rem 0.625rem;
  border-radius: 0.375rem;
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
  min-width: 10rem;
  max-width: 20rem;

  ${phone} {
    max-width: none;
  }
`;

export const Prefs = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

export const Account = styled.div`
  display: flex;
  align-items: center;

  ${phone} {
    margin-left: auto;
  }
`;

export const MenuToggle = styled.div`
  display: none;

  ${phone} {
    display: block;
    order: 5;
  }
`;
