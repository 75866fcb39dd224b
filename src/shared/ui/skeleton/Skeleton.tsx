import styled, { keyframes } from 'styled-components';
import { themeVars } from '@/shared/config';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: ${themeVars.border};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

export interface SkeletonProps {
  /** CSS width, e.g. '100%' or '12rem'. */
  width?: string;
  /** CSS height, e.g. '1rem'. */
  height?: string;
  radius?: string;
}

/** A placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1rem', radius = '0.375rem' }: SkeletonProps) {
  return <Block aria-hidden="true" $width={width} $height={height} $radius={radius} />;
}
