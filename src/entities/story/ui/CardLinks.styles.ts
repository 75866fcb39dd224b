import { Link } from 'react-router';
import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

/** A link inside a card, above the title link's cover of the whole card (a byline, a tag). */
export const CardInlineLink = styled(Link)`
  position: relative;
  z-index: 1;
  color: inherit;

  &:hover {
    color: ${themeVars.primary};
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  min-width: 0;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSizes.xs};
`;

// A long tag wraps inside its pill instead of widening a phone's page.
export const TagLink = styled(CardInlineLink)`
  display: inline-block;
  max-width: 100%;
  overflow-wrap: anywhere;
  padding: 0 ${space[2]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.pill};
  text-decoration: none;
`;
