import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${space[4]};
`;

export const Panel = styled.figure`
  display: grid;
  gap: ${space[3]};
  align-content: start;
  min-width: 0;
  margin: 0;
  padding: ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};

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

export const ChartBox = styled.div`
  width: 100%;
  height: 16rem;
`;

export const DataTable = styled.table`
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

  a:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const Track = styled.span`
  display: block;
  width: 100%;
  margin-top: ${space[2]};
  height: 0.625rem;
  border-radius: ${radii.pill};
  background: ${themeVars.bg};
  overflow: hidden;
`;

export const Fill = styled.span`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: ${themeVars.primary};
`;

export const TableToggle = styled.details`
  summary {
    width: fit-content;
    color: ${themeVars.primary};
    font-weight: 600;
    cursor: pointer;
  }

  summary:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }

  table {
    margin-top: ${space[2]};
  }
`;

export const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${space[3]};
`;
