import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

export const Controls = styled.div`
  display: grid;
  gap: ${space[2]};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

export const Status = styled.p`
  margin: 0;
  min-height: 1.25em;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;
