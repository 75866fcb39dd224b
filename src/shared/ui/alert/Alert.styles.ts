import styled, { css } from 'styled-components';
import { themeVars } from '@/shared/config';

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
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid;
  border-left-width: 4px;
  border-radius: 0.5rem;
  color: ${themeVars.text};

  ${({ $tone }) => tones[$tone]}
`;

export const Body = styled.div`
  display: grid;
  gap: 0.25rem;

  p {
    margin: 0;
  }
`;
