import styled, { css } from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

export type ButtonVariant = 'primary' | 'ghost';

const variants = {
  primary: css`
    background: ${themeVars.primary};
    border-color: ${themeVars.primary};
    color: ${themeVars.onPrimary};
  `,
  ghost: css`
    background: transparent;
    border-color: ${themeVars.border};
    color: ${themeVars.text};

    &:hover:not(:disabled) {
      background: ${themeVars.surface};
    }
  `,
} satisfies Record<ButtonVariant, ReturnType<typeof css>>;

export const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: 2.5rem;
  min-width: 2.5rem;
  padding: ${space[2]} ${space[4]};
  border: 1px solid transparent;
  border-radius: ${radii.md};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s,
    filter 0.15s;

  ${({ $variant }) => variants[$variant]}

  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
