import { Link } from 'react-router';
import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

/** The frame of a teaser card (article, post, event, search hit); slices add their own layout. */
export const Card = styled.article`
  position: relative;
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};
`;

// A soft wash of the brand colour: what a card shows while its cover loads, when it fails, or when it has none.
const coverWash = `linear-gradient(135deg, color-mix(in srgb, ${themeVars.primary} 30%, ${themeVars.surface}), ${themeVars.surface} 70%)`;

/** A card's cover image at the site's 1200×630 ratio. */
export const CardCover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  border-radius: ${radii.md};
  background: ${coverWash};
`;

/**
 * The cover of a card that has none, so a grid of cards stays aligned: the brand wash with a large initial of the
 * title (decorative: give it aria-hidden and the initial as children).
 */
export const CardCoverPlaceholder = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 1200 / 630;
  border-radius: ${radii.md};
  background: ${coverWash};
  color: color-mix(in srgb, ${themeVars.primary} 55%, transparent);
  font-size: 3rem;
  font-weight: 800;
  line-height: 1;
  user-select: none;
`;

/** The card's title link; its ::after covers the card, so the whole card is clickable. */
export const CardTitleLink = styled(Link)`
  color: ${themeVars.text};
  font-weight: 700;
  line-height: 1.3;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radii.lg};
  }

  &:hover {
    color: ${themeVars.primary};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

/** Muted text cut to a few lines (3 unless $lines says otherwise). */
export const CardExcerpt = styled.p<{ $lines?: number }>`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${themeVars.textMuted};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines = 3 }) => $lines};
`;

/** The outline a card's skeleton lines sit in while the card loads. */
export const CardSkeleton = styled.div`
  display: grid;
  gap: ${space[3]};
  padding: ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
`;

/** Cards in as many columns as fit, each at least $min wide, $gap apart (1.25rem). */
export const CardGrid = styled.div<{ $min: string; $gap?: string }>`
  display: grid;
  gap: ${({ $gap = '1.25rem' }) => $gap};
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
`;
