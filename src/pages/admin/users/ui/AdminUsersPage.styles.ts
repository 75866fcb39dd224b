import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;

  > :first-child {
    flex: 1 1 16rem;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.875rem;
`;

export const TableRegion = styled.div`
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
  min-width: 48rem;
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

export const Loading = styled.p`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  margin: 0;
`;

export const DialogBody = styled.div`
  display: grid;
  gap: 1.25rem;

  p {
    margin: 0;
  }

  label {
    display: flex;
    gap: 0.5rem;
    align-items: start;
    font-weight: 600;
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${themeVars.primary};
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
`;
