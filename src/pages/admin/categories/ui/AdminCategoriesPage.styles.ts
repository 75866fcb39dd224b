import styled from 'styled-components';
import { themeVars } from '@/shared/config';
import { DataTable } from '@/shared/ui/data-table';

export const Sections = styled.div`
  display: grid;
  gap: 2.5rem;
`;

export const Count = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

/** The shared data table, with long words broken in cells and headings on one line. */
export const Table = styled(DataTable)`
  td {
    overflow-wrap: break-word;
  }

  th {
    white-space: nowrap;
  }
`;

export const Name = styled.strong`
  display: block;
`;

export const Muted = styled.span`
  color: ${themeVars.textMuted};
  font-size: 0.875rem;
`;

export const Clamp = styled.span`
  display: -webkit-box;
  overflow: hidden;
  max-width: 22rem;
  color: ${themeVars.textMuted};
  font-size: 0.875rem;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

export const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

export const FormPanel = styled.form`
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  border: 1px solid ${themeVars.primary};
  border-radius: 0.75rem;
  background: ${themeVars.surface};

  h3 {
    margin: 0;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
`;

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: 1rem;
  align-items: start;
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
`;
