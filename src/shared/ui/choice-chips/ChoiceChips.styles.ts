import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 0.375rem;
    padding: 0;
    font-weight: 600;
  }

  label {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 0.875rem;
    border: 1px solid ${themeVars.border};
    border-radius: 999px;
    cursor: pointer;
  }

  label:has(input:checked) {
    border-color: ${themeVars.primary};
    color: ${themeVars.primary};
    font-weight: 600;
  }

  label:has(input:focus-visible) {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
`;
