import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';
import { Chip } from '@/shared/ui/chip';

export const Wrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
`;

export const Toggle = styled(Chip)`
  display: inline-flex;
  gap: ${space[2]};
  align-items: center;
  padding: ${space[1]} ${space[3]};

  &[aria-pressed='true'] {
    border-color: ${themeVars.danger};
    background: transparent;
    color: ${themeVars.danger};
  }
`;

export const ErrorText = styled.span`
  color: ${themeVars.danger};
  font-size: ${fontSizes.sm};
`;
