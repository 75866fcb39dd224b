import { Link } from 'react-router';
import styled from 'styled-components';
import { fontSizes, radii, themeVars } from '@/shared/config';

export const BellLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${radii.round};
  color: ${themeVars.text};

  &:hover {
    color: ${themeVars.primary};
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const Count = styled.span`
  position: absolute;
  top: 0.125rem;
  right: 0;
  min-width: 1.125rem;
  padding: 0 0.25rem;
  border-radius: ${radii.pill};
  background: ${themeVars.primary};
  color: ${themeVars.onPrimary};
  font-size: ${fontSizes.xs};
  font-weight: 700;
  line-height: 1.125rem;
  text-align: center;
`;
