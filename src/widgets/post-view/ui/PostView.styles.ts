import styled from 'styled-components';
import { themeVars } from '@/shared/config';

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
