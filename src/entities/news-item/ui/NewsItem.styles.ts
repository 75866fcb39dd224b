import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Item = styled.li<{ $color?: string }>`
  position: relative;
  display: grid;
  gap: 0.35rem;
  padding: 0.75rem 0 0.75rem 1rem;
  border-left: 3px solid ${({ $color }) => $color ?? themeVars.border};
  list-style: none;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.8rem;
`;

export const CategoryDot = styled.span<{ $color: string }>`
  display: inline-block;
  width: 0.6rem;
  height: 0.6rem;
  margin-right: 0.35rem;
  border-radius: 50%;
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
  font-size: ${({ $detailed }) => ($detailed ? '1.1rem' : '0.95rem')};
  font-weight: 600;
  line-height: 1.35;
`;

export const Excerpt = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

export const SkeletonItem = styled.li`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem 0 0.75rem 1rem;
  border-left: 3px solid ${themeVars.border};
  list-style: none;
`;
