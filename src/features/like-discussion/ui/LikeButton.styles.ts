import styled from 'styled-components';
import { themeVars } from '@/shared/config';
import { Chip } from '@/shared/ui';

export const Wrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

export const Toggle = styled(Chip)`
  display: inline-flex;
  gap: 0.375rem;
  align-items: center;
  padding: 0.25rem 0.75rem;

  &[aria-pressed='true'] {
    border-color: ${themeVars.danger};
    background: transparent;
    color: ${themeVars.danger};
  }
`;

export const ErrorText = styled.span`
  color: ${themeVars.danger};
  font-size: 0.875rem;
`;
