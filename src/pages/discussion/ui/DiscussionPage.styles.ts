import { Link } from 'react-router';
import styled from 'styled-components';
import { fontSizes, media, radii, space, themeVars } from '@/shared/config';
import { Card } from '@/shared/ui/card';
import { Chip } from '@/shared/ui/chip';
import { SearchInput } from '@/shared/ui/search-input';

// Phones: create box, list, sidebar. Tablets: list beside create box and sidebar. Wide: three columns.
export const Layout = styled.div`
  display: grid;
  grid-template-areas: 'create' 'list' 'side';
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[6]};
  align-items: start;

  ${media.up('md')} {
    grid-template-areas: 'list create' 'list side';
    grid-template-columns: minmax(0, 1fr) 17rem;
  }

  ${media.up('lg')} {
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
  gap: ${space[4]};
  min-width: 0;
`;

export const CreateArea = styled.div`
  grid-area: create;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
`;

export const SearchBox = styled(SearchInput)`
  flex: 1 1 14rem;
  width: auto;
`;

export const SortField = styled.label`
  display: inline-flex;
  gap: ${space[2]};
  align-items: center;
  color: ${themeVars.textMuted};

  select {
    min-height: 2.75rem;
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${themeVars.border};
    border-radius: ${radii.md};
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
  gap: ${space[4]};
  margin-bottom: ${space[4]};
`;

export const CommentsToggle = styled(Chip)`
  padding: ${space[1]} ${space[3]};

  &[aria-expanded='true'] {
    background: ${themeVars.bg};
    font-weight: 600;
  }
`;

export const Panel = styled.div`
  display: grid;
  gap: ${space[3]};
  padding-top: ${space[3]};
  border-top: 1px solid ${themeVars.border};
`;

export const CommentList = styled.ul`
  display: grid;
  gap: ${space[1]};
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
  gap: ${space[5]};
  padding: ${space[4]};
`;

export const SideSection = styled.section`
  display: grid;
  gap: ${space[2]};
`;

export const SideHeading = styled.h2`
  margin: 0;
  font-size: ${fontSizes.md};
`;

export const TopicList = styled.ul`
  display: grid;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A topic of the sidebar; the one in force is marked (aria-current). */
export const TopicLink = styled(Link)`
  display: block;
  padding: ${space[1]} ${space[2]};
  color: ${themeVars.textMuted};
  border-radius: ${radii.sm};
  text-decoration: none;

  &:hover {
    color: ${themeVars.text};
    text-decoration: underline;
  }

  &[aria-current='page'] {
    color: ${themeVars.primary};
    font-weight: 600;
    background: ${themeVars.bg};
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TagButton = styled(Chip)`
  padding: ${space[1]} ${space[3]};
  font-size: ${fontSizes.sm};
`;

export const StatList = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space[3]};
  margin: 0;

  div {
    display: grid;
    gap: ${space[0.5]};
  }

  dt {
    color: ${themeVars.textMuted};
    font-size: ${fontSizes.sm};
  }

  dd {
    margin: 0;
    font-size: ${fontSizes.xl};
    font-weight: 700;
  }
`;
