import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const StatusButton = styled.button<{ $published: boolean }>`
  min-height: 2.25rem;
  padding: ${space[1]} ${space[3]};
  border: 1px solid ${({ $published }) => ($published ? themeVars.primary : themeVars.border)};
  border-radius: ${radii.pill};
  background: transparent;
  color: ${({ $published }) => ($published ? themeVars.primary : themeVars.textMuted)};
  font: inherit;
  font-size: ${fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;
