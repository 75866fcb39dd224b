import styled, { keyframes } from 'styled-components';
import { radii } from '@/shared/config';
import { VisuallyHidden } from '../visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 2px solid currentcolor;
  border-right-color: transparent;
  border-radius: ${radii.round};
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  /** Announced to screen readers, e.g. 'Loading…' (translated by the caller). */
  label: string;
  /** CSS size, e.g. '1rem'. */
  size?: string;
}

/** A small busy indicator in the current text color. */
export function Spinner({ label, size = '1.25rem' }: SpinnerProps) {
  return (
    <span role="status">
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
