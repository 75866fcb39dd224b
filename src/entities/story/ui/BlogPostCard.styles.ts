import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';
import { Card as CardFrame, CardCover, CardCoverPlaceholder, CardTitleLink } from '@/shared/ui/card';

// The cover runs to the card's edges, clipped by its rounded corners; the text is padded below it.
export const Card = styled(CardFrame)`
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
`;

export const Cover = styled(CardCover)`
  border-radius: 0;
`;

export const NoCover = styled(CardCoverPlaceholder)`
  border-radius: 0;
`;

export const Body = styled.div`
  display: grid;
  gap: ${space[2]};
  align-content: start;
  justify-items: start;
  padding: ${space[4]};
`;

export const TitleLink = styled(CardTitleLink)`
  font-size: ${fontSizes.lg};

  /* Inside, since the card clips what overflows it. */
  &:focus-visible::after {
    outline-offset: -2px;
  }
`;

export const DraftBadge = styled.span`
  padding: ${space[0.5]} ${space[2]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.pill};
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.xs};
  font-weight: 700;
`;
