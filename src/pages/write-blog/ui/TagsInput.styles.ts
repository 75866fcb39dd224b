import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Tags = styled.div`
  display: grid;
  gap: ${space[2]};
`;

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A long tag wraps inside its chip instead of widening a phone's page.
export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  min-width: 0;
  overflow-wrap: anywhere;
  gap: ${space[1]};
  padding: ${space[0.5]} ${space[1]} ${space[0.5]} ${space[3]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.pill};
  background: ${themeVars.surface};
  font-size: ${fontSizes.sm};
`;

export const ChipRemove = styled.button`
  display: inline-grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: 0;
  border-radius: ${radii.round};
  background: transparent;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.lg};
  line-height: 1;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${themeVars.text};
    background: ${themeVars.bg};
  }
`;
