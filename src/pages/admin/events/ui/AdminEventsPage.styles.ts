import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
  gap: 0.75rem;
  margin: 0;

  div {
    padding: 0.75rem 1rem;
    border: 1px solid ${themeVars.border};
    border-radius: 0.75rem;
    background: ${themeVars.surface};
  }

  dt {
    color: ${themeVars.textMuted};
    font-size: 0.875rem;
  }

  dd {
    margin: 0.25rem 0 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: end;

  > :first-child {
    flex: 1 1 16rem;
  }
`;

export const StatusGroup = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 0.375rem;
    padding: 0;
    font-weight: 600;
  }

  label {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 0.875rem;
    border: 1px solid ${themeVars.border};
    border-radius: 999px;
    cursor: pointer;
  }

  label:has(input:checked) {
    border-color: ${themeVars.primary};
    color: ${themeVars.primary};
    font-weight: 600;
  }

  label:has(input:focus-visible) {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
`;

export const TableRegion = styled.div`
  /* Positioned, so visually hidden cell texts scroll with the table instead of widening the page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  min-width: 56rem;
  border-collapse: collapse;

  caption {
    padding: 0.75rem 1rem;
    color: ${themeVars.textMuted};
    font-size: 0.875rem;
    text-align: left;
  }

  th,
  td {
    padding: 0.75rem 1rem;
    border-top: 1px solid ${themeVars.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    color: ${themeVars.textMuted};
    font-size: 0.8rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  color: ${themeVars.textMuted};
`;

export const DialogBody = styled.div`
  display: grid;
  gap: 1.25rem;

  p {
    margin: 0;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
`;

export const Loading = styled.p`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  margin: 0;
`;
