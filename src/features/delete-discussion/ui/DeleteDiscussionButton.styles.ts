import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const TrashButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  margin-left: auto;
  border: 1px solid transparent;
  border-radius: 0.5rem;
  background: transparent;
  color: ${themeVars.textMuted};
  cursor: pointer;

  &:hover {
    border-color: ${themeVars.danger};
    color: ${themeVars.danger};
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const Question = styled.p`
  margin: 0 0 1rem;
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
  margin-top: 1rem;
`;
