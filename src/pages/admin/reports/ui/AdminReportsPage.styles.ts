import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

export const List = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: ${space[4]} 0 0;
  padding: 0;
`;

export const Row = styled.li`
  display: grid;
  gap: ${space[2]};
  padding: ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.md};
  background: ${themeVars.surface};
  list-style: none;

  p {
    margin: 0;
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
  color: ${themeVars.textMuted};
`;

export const Excerpt = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
`;
