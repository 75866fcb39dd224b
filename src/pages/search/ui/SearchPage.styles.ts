import styled from 'styled-components';
import { themeVars } from '@/shared/config';
import { Card, SearchInput } from '@/shared/ui';

export const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  overflow-wrap: anywhere;
`;

export const Form = styled.form`
  display: flex;
  gap: 0.5rem;
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
  gap: 0.75rem;
`;

export const GroupTitle = styled.h2`
  margin: 0;
  font-size: 1.2rem;

  span {
    color: ${themeVars.textMuted};
    font-weight: 400;
  }
`;

export const ResultList = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A hit is a card drawn as a list item (<Result as="li">).
export const Result = styled(Card)`
  display: grid;
  gap: 0.3rem;
  padding: 0.9rem 1rem;

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
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.8rem;
`;
