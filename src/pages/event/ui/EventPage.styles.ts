import { Link } from 'react-router';
import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Main = styled.main`
  display: grid;
  gap: 1.25rem;
  max-width: 52rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

export const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  margin-bottom: 1.25rem;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  border-radius: 0.75rem;
  background: ${themeVars.surface};
`;

export const Category = styled.p`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  margin: 0 0 0.5rem;
  color: ${themeVars.textMuted};
`;

export const Status = styled.span<{ $upcoming: boolean }>`
  padding: 0.15rem 0.6rem;
  border: 1px solid ${({ $upcoming }) => ($upcoming ? themeVars.primary : themeVars.border)};
  border-radius: 999px;
  color: ${({ $upcoming }) => ($upcoming ? themeVars.primary : themeVars.textMuted)};
  font-size: 0.8rem;
  font-weight: 600;
`;

export const Title = styled.h1`
  margin: 0 0 1.25rem;
  font-size: clamp(1.75rem, 4.5vw, 2.5rem);
  line-height: 1.2;
`;

export const Facts = styled.dl`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  margin: 0 0 1.5rem;
  padding: 1rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
  background: ${themeVars.surface};

  dt {
    color: ${themeVars.textMuted};
    font-size: 0.8rem;
  }

  dd {
    margin: 0.2rem 0 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
`;

export const ExternalLink = styled.a<{ $button?: boolean }>`
  color: ${({ $button }) => ($button ? themeVars.onPrimary : themeVars.primary)};
  font-weight: 600;
  ${({ $button }) =>
    $button
      ? `
    display: inline-flex;
    align-items: center;
    padding: 0.5rem 0.9rem;
    border-radius: 0.5rem;
    background: ${themeVars.primary};
    text-decoration: none;
  `
      : ''}

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const About = styled.section`
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }

  p {
    margin: 0;
    line-height: 1.7;
    white-space: pre-line;
  }
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
