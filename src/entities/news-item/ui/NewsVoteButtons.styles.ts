import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const VoteGroup = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
`;

// Bull is the site's green (primary), bear its red (danger), as on the Chinese flash-news sites' up/down marks.
export const VoteButton = styled.button<{ $side: 'bull' | 'bear' }>`
  display: inline-flex;
  gap: ${space[1]};
  align-items: center;
  padding: 0 ${space[3]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.pill};
  background: transparent;
  color: ${({ $side }) => ($side === 'bull' ? themeVars.primary : themeVars.danger)};
  font: inherit;
  font-size: ${fontSizes.xs};
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  line-height: 1.9;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: currentColor;
    background: ${themeVars.surface};
  }

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const VoteError = styled.span`
  color: ${themeVars.danger};
  font-size: ${fontSizes.xs};
`;
