import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Bar = styled.div`
  position: sticky;
  z-index: 5;
  top: ${space[16]};
  display: flex;
  justify-content: center;
  height: 0;
  overflow: visible;
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
