import styled, { css } from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

export type AlertTone = 'error' | 'warning' | 'info';

// Tinted backgrounds keep the body text at its usual contrast; the border carries the tone.
const tones = {
  error: css`
    border-color: ${themeVars.danger};
    background: color-mix(in srgb, ${themeVars.danger} 14%, transparent);
  `,
  warning: css`
    border-color: #d97706;
    background: color-mix(in srgb, #d97706 14%, transparent);
  `,
  info: css`
    border-color: ${themeVars.primary};
    background: color-mix(in srgb, ${themeVars.primary} 12%, transparent);
  `,
} satisfies Record<AlertTone, ReturnType<typeof css>>;

export const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[3]} ${space[4]};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${radii.md};
  color: ${themeVars.text};

  ${({ $tone }) => tones[$tone]}
`;

export const Body = styled.div`
  display: grid;
  gap: ${space[1]};

  p {
    margin: 0;
  }
`;
