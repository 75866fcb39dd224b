import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Main = styled.main`
  display: grid;
  gap: 1.5rem;
  max-width: 52rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  overflow-wrap: anywhere;
`;

export const Form = styled.form`
  display: flex;
  gap: 0.5rem;
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  padding: 0.5rem 0.875rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.5rem;
  background: ${themeVars.surface};
  color: ${themeVars.text};
  font: inherit;

  &::placeholder {
    color: ${themeVars.textMuted};
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 1px;
  }
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

export const Result = styled.li`
  display: grid;
  gap: 0.3rem;
  padding: 0.9rem 1rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
  background: ${themeVars.surface};

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

export const ResultExcerpt = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${themeVars.textMuted};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

export const ResultMeta = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.8rem;
`;
