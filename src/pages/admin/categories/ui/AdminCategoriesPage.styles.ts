import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';
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

export const Muted = styled.span`
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Clamp = styled.span`
  display: -webkit-box;
  overflow: hidden;
  max-width: 22rem;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

export const Actions = styled.div`
  display: flex;
  gap: ${space[2]};
`;

export const FormPanel = styled.form`
  display: grid;
  gap: ${space[4]};
  padding: ${space[5]};
  border: 1px solid ${themeVars.primary};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};

  h3 {
    margin: 0;
    font-size: ${fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${space[4]};
  align-items: start;
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  justify-content: flex-end;
`;
