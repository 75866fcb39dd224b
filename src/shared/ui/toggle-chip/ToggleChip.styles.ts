import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';
import { Chip } from '../chip';

/** A toggle chip and the error its action may leave beside it. */
export const ToggleRow = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
`;

/** A chip that stays on (aria-pressed) in its tone: a like in danger red, a bookmark in the primary color. */
export const ToggleChip = styled(Chip)<{ $tone: 'primary' | 'danger' }>`
  display: inline-flex;
  gap: ${space[2]};
  align-items: center;
  padding: ${space[1]} ${space[3]};

  &[aria-pressed='true'] {
    border-color: ${({ $tone }) => themeVars[$tone]};
    background: transparent;
    color: ${({ $tone }) => themeVars[$tone]};
  }

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

export const ToggleError = styled.span`
  color: ${themeVars.danger};
  font-size: ${fontSizes.sm};
`;
