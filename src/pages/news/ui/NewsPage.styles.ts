import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const LiveLabel = styled.span`
  display: inline-flex;
  gap: ${space[2]};
  align-items: center;
  color: ${themeVars.primary};
  font-size: ${fontSizes.sm};
  font-weight: 600;

  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${radii.round};
    background: currentColor;
  }
`;

export const Toolbar = styled.div`
  display: grid;
  gap: ${space[3]};
  min-width: 0;
`;

export const TimelineTitle = styled.h2`
  margin: 0 0 ${space[3]};
  font-size: ${fontSizes.xl};
`;

export const Timeline = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0 0 ${space[4]};
  padding: 0;
`;

export const EndNote = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  text-align: center;
`;

export const DayHeading = styled.h3`
  margin: ${space[4]} 0 ${space[2]};
  padding: ${space[1]} 0;
  background: ${themeVars.bg};
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.02em;
`;

export const PinnedSection = styled.section`
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.md};
  background: ${themeVars.surface};
`;
