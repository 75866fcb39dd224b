import styled from 'styled-components';
import { space, themeVars } from '@/shared/config';
import { DataTable } from '@/shared/ui/data-table';

export const Sections = styled.div`
  display: grid;
  gap: ${space[10]};
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
