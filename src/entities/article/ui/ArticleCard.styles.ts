import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { themeVars } from '@/shared/config';

export type CardSize = 'large' | 'small' | 'compact' | 'row';

export const Card = styled.article<{ $size: CardSize; $withImage: boolean }>`
  position: relative;
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
  background: ${themeVars.surface};

  ${({ $size, $withImage }) =>
    $size === 'row' &&
    $withImage &&
    css`
      @media (min-width: 40rem) {
        grid-template-columns: 14rem 1fr;
        align-items: start;
      }
    `}
`;

export const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  border-radius: 0.5rem;
  background: ${themeVars.bg};
`;

export const Body = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  min-width: 0;
`;

const titleSizes: Record<CardSize, string> = {
  large: 'clamp(1.4rem, 3vw, 2rem)',
  small: '1.05rem',
  compact: '1.05rem',
  row: '1.25rem',
};

export const TitleLink = styled(Link)<{ $size: CardSize }>`
  color: ${themeVars.text};
  font-size: ${({ $size }) => titleSizes[$size]};
  font-weight: 700;
  line-height: 1.3;
  text-decoration: none;

  /* The whole card is clickable through its title link. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 0.75rem;
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

export const Excerpt = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${themeVars.textMuted};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.85rem;
`;

export const SkeletonCard = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
`;
