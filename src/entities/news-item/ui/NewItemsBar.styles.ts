import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

// Fixed near the bottom of the screen: always in view while the reader is scrolled down, and never under the
// sticky header (whose height varies with the screen).
export const Bar = styled.div`
  position: fixed;
  z-index: 5;
  right: 0;
  bottom: ${space[6]};
  left: 0;
  display: flex;
  justify-content: center;
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;

export const BarButton = styled.button`
  padding: ${space[2]} ${space[5]};
  border: 0;
  border-radius: ${radii.pill};
  background: ${themeVars.primary};
  box-shadow: 0 4px 14px rgb(0 0 0 / 30%);
  color: ${themeVars.onPrimary};
  font: inherit;
  font-size: ${fontSizes.sm};
  font-weight: 700;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;
