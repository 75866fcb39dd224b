import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;

export const Names = styled.div`
  display: grid;
  flex: 1 1 12rem;
  gap: 0.25rem;
  min-width: 0;
`;

export const Name = styled.h2`
  margin: 0;
  font-size: 1.5rem;
  overflow-wrap: anywhere;
`;

export const Username = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

export const Bio = styled.p<{ $empty: boolean }>`
  margin: 0;
  color: ${({ $empty }) => ($empty ? themeVars.textMuted : themeVars.text)};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1rem;
  margin: 0;

  dt {
    color: ${themeVars.textMuted};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${themeVars.primary};
  }
`;
