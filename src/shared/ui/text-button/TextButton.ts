import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

/** A quiet text button among an item's controls (Reply, Edit, Report). */
export const TextButton = styled.button`
  padding: ${space[1]} ${space[2]};
  border: 0;
  border-radius: ${radii.sm};
  background: none;
  color: ${themeVars.textMuted};
  font: inherit;
  font-size: ${fontSizes.sm};
  cursor: pointer;

  &:hover {
    color: ${themeVars.text};
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;
