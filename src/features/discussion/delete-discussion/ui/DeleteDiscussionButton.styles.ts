import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

export const TrashButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  margin-left: auto;
  border: 1px solid transparent;
  border-radius: ${radii.md};
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
  margin: 0 0 ${space[4]};
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  justify-content: flex-end;
  margin-top: ${space[4]};
`;
