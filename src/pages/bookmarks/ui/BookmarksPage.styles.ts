import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const List = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
  justify-content: space-between;
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};
`;

export const Item = styled.div`
  display: grid;
  gap: ${space[1]};
  min-width: 0;
  flex: 1 1 16rem;

  a {
    color: ${themeVars.text};
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  a:hover {
    color: ${themeVars.primary};
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
`;
