import { Link } from 'react-router';
import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const TabList = styled.nav`
  display: flex;
  gap: 0.5rem;
  overflow-x: auto;
  padding-bottom: 0.25rem;
`;

export const Tab = styled(Link)`
  flex: none;
  padding: 0.4rem 0.9rem;
  border: 1px solid ${themeVars.border};
  border-radius: 999px;
  color: ${themeVars.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${themeVars.surface};
  }

  &[aria-current='page'] {
    background: ${themeVars.primary};
    border-color: ${themeVars.primary};
    color: ${themeVars.onPrimary};
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;
