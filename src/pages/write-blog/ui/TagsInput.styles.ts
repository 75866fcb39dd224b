import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Tags = styled.div`
  display: grid;
  gap: 0.5rem;
`;

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.25rem 0.125rem 0.625rem;
  border: 1px solid ${themeVars.border};
  border-radius: 999px;
  background: ${themeVars.surface};
  font-size: 0.875rem;
`;

export const ChipRemove = styled.button`
  display: inline-grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${themeVars.textMuted};
  font-size: 1.125rem;
  line-height: 1;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${themeVars.text};
    background: ${themeVars.bg};
  }
`;

