import { Link } from 'react-router';
import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Bar = styled.footer`
  margin-top: 4rem;
  border-top: 1px solid ${themeVars.border};
  background: ${themeVars.surface};
`;

export const Inner = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: 2rem;
  max-width: 72rem;
  margin: 0 auto;
  padding: 2.5rem 1rem 1.5rem;

  @media (max-width: 47.99rem) {
    grid-template-columns: 1fr 1fr;

    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

export const Brand = styled.p`
  margin: 0 0 0.5rem;
  font-size: 1.125rem;
  font-weight: 700;
`;

export const About = styled.p`
  margin: 0;
  max-width: 28rem;
  color: ${themeVars.textMuted};
`;

export const Heading = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1rem;
`;

export const List = styled.ul`
  display: grid;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FooterLink = styled(Link)`
  color: ${themeVars.textMuted};
  text-decoration: none;

  &:hover {
    color: ${themeVars.text};
    text-decoration: underline;
  }
`;

export const Bottom = styled.p`
  max-width: 72rem;
  margin: 0 auto;
  padding: 1rem;
  border-top: 1px solid ${themeVars.border};
  color: ${themeVars.textMuted};
  font-size: 0.875rem;
`;
