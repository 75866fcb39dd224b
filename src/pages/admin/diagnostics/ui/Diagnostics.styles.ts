import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

/** A plain list with separators, for results and categories. */
export const Rows = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};

  > li {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]} ${space[4]};
    align-items: center;
    justify-content: space-between;
    padding: ${space[3]} ${space[4]};
    overflow-wrap: anywhere;
  }

  > li + li {
    border-top: 1px solid ${themeVars.border};
  }
`;

export const Code = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.9em;
  overflow-wrap: anywhere;
`;
