import styled, { css } from 'styled-components';
import { themeVars } from '@/shared/config';

export type StatCountsSize = 'medium' | 'large';

const SIZES = {
  medium: css`
    > div {
      padding: 0.75rem 1rem;
    }

    dd {
      font-size: 1.5rem;
    }
  `,
  large: css`
    > div {
      padding: 1rem;
    }

    dd {
      font-size: 1.75rem;
    }
  `,
};

export const List = styled.dl<{ $columns: string; $size: StatCountsSize }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  gap: 0.75rem;
  margin: 0;

  > div {
    display: grid;
    gap: 0.25rem;
    border: 1px solid ${themeVars.border};
    border-radius: 0.75rem;
    background: ${themeVars.surface};
  }

  dt {
    color: ${themeVars.textMuted};
    font-size: 0.875rem;
  }

  dd {
    margin: 0;
    font-weight: 700;
  }

  ${({ $size }) => SIZES[$size]}
`;
