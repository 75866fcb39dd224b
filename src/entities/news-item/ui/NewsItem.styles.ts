import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Item = styled.li<{ $color?: string }>`
  position: relative;
  display: grid;
  gap: ${space[1]};
  padding: ${space[3]} 0 ${space[3]} ${space[4]};
  border-left: 3px solid ${({ $color }) => $color ?? themeVars.border};
  list-style: none;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.xs};
`;

export const CategoryDot = styled.span<{ $color: string }>`
  display: inline-block;
  width: 0.6rem;
  height: 0.6rem;
  margin-right: ${space[1]};
  border-radius: ${radii.round};
  background: ${({ $color }) => $color};
`;

export const SourceLink = styled.a`
  color: ${themeVars.text};
  text-decoration: none;

  &:hover {
    color: ${themeVars.primary};
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const Title = styled.span<{ $detailed: boolean }>`
  font-size: ${({ $detailed }) => ($detailed ? fontSizes.lg : fontSizes.md)};
  font-weight: 600;
  line-height: 1.35;
`;

export const Excerpt = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

export const SkeletonItem = styled.li`
  display: grid;
  gap: ${space[2]};
  padding: ${space[3]} 0 ${space[3]} ${space[4]};
  border-left: 3px solid ${themeVars.border};
  list-style: none;
`;
