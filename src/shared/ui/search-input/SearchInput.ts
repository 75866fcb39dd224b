import styled from 'styled-components';
import { themeVars } from '@/shared/config';

/** A full-width search box (type="search"); give it an aria-label, as it has no visible label. */
export const SearchInput = styled.input.attrs({ type: 'search' })`
  width: 100%;
  min-width: 0;
  min-height: 2.75rem;
  padding: 0.5rem 0.875rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.5rem;
  background: ${themeVars.surface};
  color: ${themeVars.text};
  font: inherit;

  &::placeholder {
    color: ${themeVars.textMuted};
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 1px;
  }
`;
