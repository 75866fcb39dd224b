import { Link } from 'react-router';
import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Main = styled.main`
  display: grid;
  gap: 1.25rem;
  max-width: 48rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

export const Header = styled.header`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  margin-bottom: 1.25rem;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.75rem, 4.5vw, 2.6rem);
  line-height: 1.2;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1rem;
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.9rem;
`;

export const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 28rem;
  margin-bottom: 1.25rem;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  border-radius: 0.75rem;
  background: ${themeVars.surface};
`;

export const Summary = styled.section`
  margin-bottom: 1.5rem;
  padding: 1rem 1.25rem;
  border-left: 4px solid ${themeVars.primary};
  border-radius: 0.5rem;
  background: ${themeVars.surface};

  p {
    margin: 0;
  }
`;

export const SummaryTitle = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1rem;
`;

export const Problem = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
  padding: 2rem 0;

  h1 {
    margin: 0;
  }

  p {
    margin: 0;
    color: ${themeVars.textMuted};
  }
`;

export const BackLink = styled(Link)`
  color: ${themeVars.primary};
  font-weight: 600;

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  color: ${themeVars.textMuted};
  font-size: 0.85rem;
  list-style: none;
`;
