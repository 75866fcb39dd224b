import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

export const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
`;

export const Input = styled.input`
  width: 100%;
  min-height: 2.5rem;
  padding: ${space[2]} ${space[12]} ${space[2]} ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.pill};
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
  border-radius: ${radii.pill};
  background: none;
  color: ${themeVars.textMuted};
  cursor: pointer;

  &:hover {
    color: ${themeVars.text};
  }
`;
