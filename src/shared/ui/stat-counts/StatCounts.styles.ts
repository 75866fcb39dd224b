import styled, { css } from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export type StatCountsSize = 'medium' | 'large';

const SIZES = {
  medium: css`
    > div {
      padding: ${space[3]} ${space[4]};
    }

    dd {
      font-size: ${fontSizes.xxl};
    }
  `,
  large: css`
    > div {
      padding: ${space[4]};
    }

    dd {
      font-size: ${fontSizes.xxl};
    }
  `,
};

export const List = styled.dl<{ $columns: string; $size: StatCountsSize }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  gap: ${space[3]};
  margin: 0;

  > div {
    display: grid;
    gap: ${space[1]};
    border: 1px solid ${themeVars.border};
    border-radius: ${radii.lg};
    background: ${themeVars.surface};
  }

  dt {
    color: ${themeVars.textMuted};
    font-size: ${fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: 700;
  }

  ${({ $size }) => SIZES[$size]}
`;
