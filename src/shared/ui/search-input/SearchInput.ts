import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

/** A full-width search box (type="search"); give it an aria-label, as it has no visible label. */
export const SearchInput = styled.input.attrs({ type: 'search' })`
  width: 100%;
  min-width: 0;
  min-height: 2.75rem;
  padding: ${space[2]} ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.md};
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
