import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';
import { Cluster } from '../layout';

/** The scrolling box around a wide table: a focusable region, so keyboard users can scroll it sideways. */
export const TableRegion = styled.div`
  /* Positioned, so visually hidden cell texts scroll with the table instead of widening the page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const Table = styled.table<{ $minWidth: string }>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth};
  border-collapse: collapse;

  caption {
    padding: ${space[3]} ${space[4]};
    color: ${themeVars.textMuted};
    font-size: ${fontSizes.sm};
    text-align: left;
  }

  th,
  td {
    padding: ${space[3]} ${space[4]};
    border-top: 1px solid ${themeVars.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    color: ${themeVars.textMuted};
    font-size: ${fontSizes.xs};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
`;

/** The buttons and links of a row's actions cell. */
export const RowActions = styled(Cluster).attrs({ $gap: 2 })`
  a {
    color: ${themeVars.primary};
    font-weight: 600;
  }

  a:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

/** Under a paged table: how many rows are shown, then the "Load more" button while more match. */
export const ListFooter = styled(Cluster).attrs({ $gap: 4 })`
  justify-content: space-between;
  color: ${themeVars.textMuted};
`;
