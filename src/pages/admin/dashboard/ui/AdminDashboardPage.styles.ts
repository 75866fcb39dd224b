import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';
import { Card } from '@/shared/ui/card';

export const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${space[4]};
`;

/** A figure's frame: the shared card with its caption above its content. */
export const Panel = styled(Card)`
  display: grid;
  gap: ${space[3]};
  align-content: start;
  min-width: 0;
  margin: 0;
  padding: ${space[4]};

  figcaption {
    display: grid;
    gap: ${space[1]};
  }

  figcaption strong {
    font-size: ${fontSizes.lg};
  }

  figcaption span {
    color: ${themeVars.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

export const FiguresTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};

  th,
  td {
    padding: ${space[2]} ${space[2]};
    border-top: 1px solid ${themeVars.border};
    text-align: left;
    vertical-align: middle;
  }

  tbody th {
    width: 55%;
    font-weight: 500;
  }

  thead th {
    border-top: 0;
    color: ${themeVars.textMuted};
    font-size: ${fontSizes.xs};
    font-weight: 600;
  }

  td.number,
  th.number {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  a {
    color: ${themeVars.primary};
    overflow-wrap: anywhere;
  }
`;

/** A bar under a figure's label, filled to the row's share (--share): it only repeats the figures. */
export const Bar = styled.span`
  display: block;
  width: 100%;
  margin-top: ${space[2]};
  height: 0.625rem;
  border-radius: ${radii.pill};
  background: ${themeVars.bg};
  overflow: hidden;

  &::after {
    content: '';
    display: block;
    width: var(--share);
    height: 100%;
    border-radius: inherit;
    background: ${themeVars.primary};
  }
`;

export const TableToggle = styled.details`
  summary {
    width: fit-content;
    color: ${themeVars.primary};
    font-weight: 600;
    cursor: pointer;
  }

  table {
    margin-top: ${space[2]};
  }
`;
