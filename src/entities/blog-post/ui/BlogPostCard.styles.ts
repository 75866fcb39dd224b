import styled from 'styled-components';
import { Card as CardFrame, CardCover, CardTitleLink } from '@/shared/ui';

// The cover runs to the card's edges, clipped by its rounded corners; the text is padded below it.
export const Card = styled(CardFrame)`
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
`;

export const Cover = styled(CardCover)`
  border-radius: 0;
`;

export const Body = styled.div`
  display: grid;
  gap: 0.5rem;
  align-content: start;
  justify-items: start;
  padding: 1rem;
`;

export const TitleLink = styled(CardTitleLink)`
  font-size: 1.15rem;

  /* Inside, since the card clips what overflows it. */
  &:focus-visible::after {
    outline-offset: -2px;
  }
`;
