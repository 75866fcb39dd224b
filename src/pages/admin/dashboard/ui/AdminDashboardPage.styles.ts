import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: 1rem;
`;

export const Panel = styled.figure`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  min-width: 0;
  margin: 0;
  padding: 1rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
  background: ${themeVars.surface};

  figcaption {
    display: grid;
    gap: 0.25rem;
  }

  figcaption strong {
    font-size: 1.1rem;
  }

  figcaption span {
    color: ${themeVars.textMuted};
    font-size: 0.875rem;
  }
`;

export const ChartBox = styled.div`
  width: 100%;
  height: 16rem;
`;

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;

  th,
  td {
    padding: 0.375rem 0.5rem;
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
    font-size: 0.8rem;
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
  margin-top: 0.375rem;
  height: 0.625rem;
  border-radius: 999px;
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
    margin-top: 0.5rem;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.875rem;
`;

export const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0.75rem;
`;
