import styled, { css } from 'styled-components';
import { fontSizes, media, space } from '@/shared/config';
import { Card as CardFrame, CardTitleLink } from '@/shared/ui/card';

export type CardSize = 'large' | 'small' | 'compact' | 'row';

export const Card = styled(CardFrame)<{ $size: CardSize; $withImage: boolean }>`
  display: grid;
  gap: ${space[3]};
  padding: ${space[4]};

  ${({ $size, $withImage }) =>
    $size === 'row' &&
    $withImage &&
    css`
      ${media.up('sm')} {
        grid-template-columns: 14rem 1fr;
        align-items: start;
      }
    `}
`;

export const Body = styled.div`
  display: grid;
  gap: ${space[2]};
  justify-items: start;
  min-width: 0;
`;

const titleSizes: Record<CardSize, string> = {
  large: fontSizes.xxl,
  small: fontSizes.md,
  compact: fontSizes.md,
  row: fontSizes.xl,
};

export const TitleLink = styled(CardTitleLink)<{ $size: CardSize }>`
  font-size: ${({ $size }) => titleSizes[$size]};
`;
