import styled from 'styled-components';
import { radii, themeVars } from '@/shared/config';

export const Image = styled.img<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${radii.round};
  object-fit: cover;
  background: ${themeVars.border};
`;

export const Initial = styled.span<{ $size: number }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${radii.round};
  background: ${themeVars.primary};
  color: ${themeVars.onPrimary};
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: 700;
  line-height: 1;
  user-select: none;
`;
