import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
`;

export const Input = styled.input`
  width: 100%;
  min-height: 2.5rem;
  padding: 0.5rem 2.75rem 0.5rem 0.875rem;
  border: 1px solid ${themeVars.border};
  border-radius: 999px;
  background: ${themeVars.bg};
  color: ${themeVars.text};
  font: inherit;

  &::placeholder {
    color: ${themeVars.textMuted};
  }

  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const Submit = styled.button`
  position: absolute;
  right: 0.25rem;
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: 999px;
  background: none;
  color: ${themeVars.textMuted};
  cursor: pointer;

  &:hover {
    color: ${themeVars.text};
  }
`;
