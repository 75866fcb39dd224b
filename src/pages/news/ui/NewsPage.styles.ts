import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const LiveLabel = styled.span`
  display: inline-flex;
  gap: 0.4rem;
  align-items: center;
  color: ${themeVars.primary};
  font-size: 0.85rem;
  font-weight: 600;

  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

export const Toolbar = styled.div`
  display: grid;
  gap: 1rem;
`;

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export const Tab = styled.button<{ $color?: string }>`
  padding: 0.35rem 0.9rem;
  border: 2px solid ${({ $color }) => $color ?? themeVars.border};
  border-radius: 999px;
  background: transparent;
  color: ${themeVars.text};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ $color }) =>
      $color ? `color-mix(in srgb, ${$color} 28%, transparent)` : themeVars.surface};
    font-weight: 700;
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const TimelineTitle = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1.2rem;
`;

export const Timeline = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
`;

export const EndNote = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  text-align: center;
`;
