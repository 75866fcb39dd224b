import type { ComponentProps } from 'react';
import { StyledButton, type ButtonVariant } from './Button.styles';

export interface LinkButtonProps extends ComponentProps<'a'> {
  variant?: ButtonVariant;
}

/** A link that looks like a Button: for what works without script (a server-handled address) before hydration. */
export function LinkButton({ variant = 'primary', ...props }: LinkButtonProps) {
  return <StyledButton as="a" $variant={variant} {...props} />;
}
