import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1.25rem;
`;

export const SelectWrapper = styled.div`
  display: grid;
  gap: 0.375rem;
  align-content: start;

  label {
    font-weight: 600;
  }

  select {
    width: 100%;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${themeVars.border};
    border-radius: 0.5rem;
    background: ${themeVars.surface};
    color: ${themeVars.text};
    font: inherit;
  }

  select[aria-invalid='true'] {
    border-color: ${themeVars.danger};
  }
`;

export const FieldMessage = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ $error }) => ($error ? themeVars.danger : themeVars.textMuted)};
  font-size: 0.875rem;
`;

export const Check = styled.label`
  display: inline-flex;
  gap: 0.5rem;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 600;

  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${themeVars.primary};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

export const Loading = styled.p`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  margin: 0;
`;
