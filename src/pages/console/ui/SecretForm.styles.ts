import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  width: 100%;
  max-width: 30rem;
  margin: 4rem auto;
  padding: 1.5rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
  background: ${themeVars.surface};
`;

export const Intro = styled.p`
  margin: 0;
`;

export const Field = styled.div`
  display: grid;
  gap: 0.375rem;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Input = styled.input`
  min-height: 2.5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.5rem;
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
  font-size: 0.875rem;
`;
