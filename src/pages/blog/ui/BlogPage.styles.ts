import { Link } from 'react-router';
import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Main = styled.main`
  display: grid;
  gap: 1.5rem;
  max-width: 72rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

export const Header = styled.header`
  display: grid;
  gap: 0.5rem;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.75rem, 4vw, 2.5rem);
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

export const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
`;

export const Empty = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: center;
  padding: 3rem 1rem;
  border: 1px dashed ${themeVars.border};
  border-radius: 0.75rem;
  text-align: center;

  p {
    margin: 0;
    color: ${themeVars.textMuted};
  }
`;

export const ButtonLink = styled(Link)`
  padding: 0.5rem 0.9rem;
  border-radius: 0.5rem;
  background: ${themeVars.primary};
  color: ${themeVars.onPrimary};
  font-weight: 600;
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;
