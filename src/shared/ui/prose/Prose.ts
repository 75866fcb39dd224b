import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

/** The page body of a text page (about, privacy...): reading width, headings and paragraphs spaced. */
export const Prose = styled.main`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${space[12]} ${space[4]};

  h1 {
    margin: 0 0 ${space[6]};
    font-size: ${fontSizes.display};
    line-height: 1.2;
  }

  h2 {
    margin: ${space[8]} 0 ${space[2]};
    font-size: ${fontSizes.xl};
  }

  p {
    margin: 0 0 ${space[4]};
  }

  a {
    color: ${themeVars.primary};
    font-weight: 600;
  }
`;
