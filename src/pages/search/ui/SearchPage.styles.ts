import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';
import { Card } from '@/shared/ui/card';
import { SearchInput } from '@/shared/ui/search-input';

export const Title = styled.h1`
  margin: 0;
  font-size: ${fontSizes.display};
  overflow-wrap: anywhere;
`;

/** 'No results for …', quoting the query: a long one breaks anywhere rather than widening the page. */
export const EmptyText = styled.p`
  overflow-wrap: anywhere;
`;

export const Form = styled.form`
  display: flex;
  gap: ${space[2]};
`;

export const Input = styled(SearchInput)`
  flex: 1;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

export const Group = styled.section`
  display: grid;
  gap: ${space[3]};
`;

export const GroupTitle = styled.h2`
  margin: 0;
  font-size: ${fontSizes.xl};

  span {
    color: ${themeVars.textMuted};
    font-weight: 400;
  }
`;

export const ResultList = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A hit is a card drawn as a list item (<Result as="li">).
export const Result = styled(Card)`
  display: grid;
  gap: ${space[1]};
  padding: ${space[4]} ${space[4]};

  a {
    color: ${themeVars.text};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    color: ${themeVars.primary};
  }

  a:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const ResultMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.xs};
`;
