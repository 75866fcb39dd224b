import styled from 'styled-components';
import { space, themeVars } from '@/shared/config';
import { Card } from '@/shared/ui/card';
import { Cluster } from '@/shared/ui/layout';

export const List = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: ${space[4]} 0 0;
  padding: 0;
`;

/** A report: the shared card's frame. */
export const Row = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${space[2]};
  padding: ${space[4]};
  list-style: none;

  p {
    margin: 0;
  }
`;

export const Meta = styled(Cluster).attrs({ $gap: 2 })`
  color: ${themeVars.textMuted};
`;

// Folded: the first lines only (the whole text stays in the page for search and screen readers' "show all").
export const Excerpt = styled.p<{ $folded: boolean }>`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $folded }) =>
    $folded &&
    `
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 5;
    line-clamp: 5;
    overflow: hidden;
  `}
`;
