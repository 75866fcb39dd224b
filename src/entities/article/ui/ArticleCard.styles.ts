import styled, { css } from 'styled-components';
import { Card as CardFrame, CardTitleLink } from '@/shared/ui';

export type CardSize = 'large' | 'small' | 'compact' | 'row';

export const Card = styled(CardFrame)<{ $size: CardSize; $withImage: boolean }>`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;

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

export const TitleLink = styled(CardTitleLink)<{ $size: CardSize }>`
  font-size: ${({ $size }) => titleSizes[$size]};
`;
