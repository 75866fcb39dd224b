import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

export const Note = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.875rem;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: 1rem;
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
`;

export const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.25rem;
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
  justify-content: flex-end;
`;
