import styled from 'styled-components';
import { themeVars } from '@/shared/config';
import { Card, Chip, SearchInput } from '@/shared/ui';

// Phones: create box, list, sidebar. Tablets: list beside create box and sidebar. Wide: three columns.
export const Layout = styled.div`
  display: grid;
  grid-template-areas: 'create' 'list' 'side';
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  align-items: start;

  @media (min-width: 48rem) {
    grid-template-areas: 'list create' 'list side';
    grid-template-columns: minmax(0, 1fr) 17rem;
  }

  @media (min-width: 70rem) {
    grid-template-areas: 'side list create';
    grid-template-columns: 14rem minmax(0, 1fr) 18rem;
  }
`;

export const SideArea = styled.div`
  grid-area: side;
`;

export const Column = styled.div`
  display: grid;
  grid-area: list;
  gap: 1rem;
  min-width: 0;
`;

export const CreateArea = styled.div`
  grid-area: create;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

export const SearchBox = styled(SearchInput)`
  flex: 1 1 14rem;
  width: auto;
`;

export const SortField = styled.label`
  display: inline-flex;
  gap: 0.5rem;
  align-items: center;
  color: ${themeVars.textMuted};

  select {
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${themeVars.border};
    border-radius: 0.5rem;
    background: ${themeVars.surface};
    color: ${themeVars.text};
    font: inherit;
  }

  select:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 1px;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: 1rem;
  margin-bottom: 1rem;
`;

export const CommentsToggle = styled(Chip)`
  padding: 0.25rem 0.75rem;

  &[aria-expanded='true'] {
    background: ${themeVars.bg};
    font-weight: 600;
  }
`;

export const Panel = styled.div`
  display: grid;
  gap: 0.75rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${themeVars.border};
`;

export const CommentList = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

/** The sidebar's frame; render it `as="aside"`. */
export const Aside = styled(Card)`
  display: grid;
  gap: 1.25rem;
  padding: 1rem;
`;

export const SideSection = styled.section`
  display: grid;
  gap: 0.5rem;
`;

export const SideHeading = styled.h2`
  margin: 0;
  font-size: 1rem;
`;

export const TopicList = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding-left: 1.1rem;
  color: ${themeVars.textMuted};
`;

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TagButton = styled(Chip)`
  padding: 0.25rem 0.625rem;
  font-size: 0.875rem;
`;

export const StatList = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
  margin: 0;

  div {
    display: grid;
    gap: 0.125rem;
  }

  dt {
    color: ${themeVars.textMuted};
    font-size: 0.85rem;
  }

  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
  }
`;
