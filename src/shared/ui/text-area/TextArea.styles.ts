import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

export const Area = styled.textarea`
  width: 100%;
  min-height: 5rem;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.md};
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
