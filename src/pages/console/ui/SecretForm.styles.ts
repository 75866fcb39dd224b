import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Form = styled.form`
  display: grid;
  gap: ${space[5]};
  width: 100%;
  max-width: 30rem;
  margin: ${space[16]} auto;
  padding: ${space[6]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};
`;

export const Intro = styled.p`
  margin: 0;
`;

export const Field = styled.div`
  display: grid;
  gap: ${space[2]};
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Input = styled.input`
  min-height: 2.5rem;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.md};
  background: ${themeVars.bg};
  color: ${themeVars.text};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${themeVars.danger};
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;
