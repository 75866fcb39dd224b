import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Sections = styled.div`
  display: grid;
  gap: 2.5rem;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: end;

  > :first-child {
    flex: 1 1 16rem;
  }
`;

export const Count = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
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
  min-width: 44rem;
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

  td {
    overflow-wrap: break-word;
  }

  th {
    white-space: nowrap;
    color: ${themeVars.textMuted};
    font-size: 0.8rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.03em;
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

export const Loading = styled.p`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  margin: 0;
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

export const DialogBody = styled.div`
  display: grid;
  gap: 1.25rem;

  p {
    margin: 0;
  }
`;
