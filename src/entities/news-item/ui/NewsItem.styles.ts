import { Link } from 'react-router';
import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Item = styled.li<{ $color?: string; $important?: boolean }>`
  position: relative;
  display: grid;
  gap: ${space[1]};
  padding: ${space[3]} 0 ${space[3]} ${space[4]};
  border-left: 3px solid ${({ $color, $important }) => ($important ? themeVars.danger : ($color ?? themeVars.border))};
  list-style: none;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.xs};
`;

export const Clock = styled.time`
  color: ${themeVars.text};
  font-size: ${fontSizes.sm};
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`;

export const Badge = styled.span<{ $strong?: boolean }>`
  padding: 0 ${space[2]};
  border: 1px solid ${({ $strong }) => ($strong ? themeVars.danger : themeVars.border)};
  border-radius: ${radii.pill};
  color: ${({ $strong }) => ($strong ? themeVars.danger : themeVars.text)};
  font-weight: 700;
  line-height: 1.6;
`;

export const CategoryDot = styled.span<{ $color: string }>`
  display: inline-block;
  width: 0.6rem;
  height: 0.6rem;
  margin-right: ${space[1]};
  border-radius: ${radii.round};
  background: ${({ $color }) => $color};
`;

const linkFocus = `
  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const TitleLink = styled(Link)`
  color: ${themeVars.text};
  text-decoration: none;

  [data-important] > & {
    color: ${themeVars.danger};
  }

  &:hover {
    color: ${themeVars.primary};
  }

  ${linkFocus}
`;

export const SourceLink = styled.a`
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.xs};

  &:hover {
    color: ${themeVars.primary};
  }

  ${linkFocus}
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

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
  margin-top: ${space[1]};
`;

export const TickerList = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space[2]};

  a {
    padding: 0 ${space[3]};
    font-size: ${fontSizes.xs};
    font-weight: 700;
    line-height: 1.8;
  }
`;

export const SkeletonItem = styled.li`
  display: grid;
  gap: ${space[2]};
  padding: ${space[3]} 0 ${space[3]} ${space[4]};
  border-left: 3px solid ${themeVars.border};
  list-style: none;
`;
