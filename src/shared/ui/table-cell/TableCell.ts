import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

/** The name of a table row's item (an article's title, an event's name): long words wrap. */
export const CellTitle = styled.strong`
  font-size: ${fontSizes.md};
  overflow-wrap: anywhere;
`;

/** A row of small facts under a cell's title (category, language, online...), wrapping. */
export const CellTags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.xs};
`;

/** An id or a code in a cell: muted, extra small, wrapping anywhere. */
export const CellCode = styled.code`
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.xs};
  overflow-wrap: anywhere;
`;
