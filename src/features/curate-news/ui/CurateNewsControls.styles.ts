import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Controls = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
`;

export const Control = styled.button`
  padding: 0 ${space[3]};
  border: 1px dashed ${themeVars.border};
  border-radius: ${radii.pill};
  background: transparent;
  color: ${themeVars.textMuted};
  font: inherit;
  font-size: ${fontSizes.xs};
  line-height: 1.9;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-style: solid;
    border-color: ${themeVars.danger};
    color: ${themeVars.danger};
    font-weight: 700;
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const ControlError = styled.span`
  color: ${themeVars.danger};
  font-size: ${fontSizes.xs};
`;
