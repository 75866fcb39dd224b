import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

export const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[4]};
`;

export const Names = styled.div`
  display: grid;
  flex: 1 1 12rem;
  gap: ${space[1]};
  min-width: 0;
`;

export const Name = styled.h2`
  margin: 0;
  font-size: ${fontSizes.xxl};
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
  gap: ${space[2]} ${space[4]};
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
