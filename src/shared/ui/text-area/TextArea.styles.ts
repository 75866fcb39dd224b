import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Area = styled.textarea`
  width: 100%;
  min-height: 5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.5rem;
  background: ${themeVars.surface};
  color: ${themeVars.text};
  font: inherit;
  line-height: 1.5;
  resize: vertical;

  &::placeholder {
    color: ${themeVars.textMuted};
  }

  &[aria-invalid='true'] {
    border-color: ${themeVars.danger};
  }
`;
