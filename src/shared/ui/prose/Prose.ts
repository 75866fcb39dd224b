import styled from 'styled-components';
import { themeVars } from '@/shared/config';

/** The page body of a text page (about, privacy...): reading width, headings and paragraphs spaced. */
export const Prose = styled.main`
  max-width: 44rem;
  margin: 0 auto;
  padding: 3rem 1rem;

  h1 {
    margin: 0 0 1.5rem;
    font-size: clamp(1.75rem, 5vw, 2.5rem);
    line-height: 1.2;
  }

  h2 {
    margin: 2rem 0 0.5rem;
    font-size: 1.25rem;
  }

  p {
    margin: 0 0 1rem;
  }

  a {
    color: ${themeVars.primary};
    font-weight: 600;
  }
`;
