import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Select = styled.select`
  min-height: 2.5rem;
  padding: 0.375rem 0.5rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.5rem;
  background: ${themeVars.bg};
  color: ${themeVars.text};
  font: inherit;
`;

// Still read out through aria-describedby where there is no room to show it.
export const Hint = styled.span`
  max-width: 24rem;
  color: ${themeVars.textMuted};
  font-size: 0.75rem;
  line-height: 1.3;

  @media (max-width: 80rem) {
    display: none;
  }
`;
