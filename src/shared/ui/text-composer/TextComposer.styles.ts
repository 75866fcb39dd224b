import styled from 'styled-components';
import { space, themeVars } from '@/shared/config';

export const Form = styled.form`
  display: grid;
  gap: ${space[3]};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
  justify-content: flex-end;
`;

export const Note = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
  color: ${themeVars.textMuted};
`;

/** Holds the text area and, under it, the @mention suggestions. */
export const AreaBox = styled.div`
  position: relative;
`;

export const Suggestions = styled.ul`
  position: absolute;
  z-index: 5;
  inset-inline: 0;
  top: 100%;
  max-height: 15rem;
  margin: ${space[1]} 0 0;
  padding: ${space[1]};
  overflow-y: auto;
  list-style: none;
  background: ${themeVars.surface};
  border: 1px solid ${themeVars.border};
  border-radius: 0.5rem;
  box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 0.2);
`;

export const Suggestion = styled.li`
  padding: ${space[2]} ${space[3]};
  overflow-wrap: anywhere;
  color: ${themeVars.textMuted};
  border-radius: 0.375rem;
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${themeVars.text};
    background: ${themeVars.bg};
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: -2px;
  }
`;

export const SuggestionName = styled.span`
  color: ${themeVars.text};
  font-weight: 600;
`;
