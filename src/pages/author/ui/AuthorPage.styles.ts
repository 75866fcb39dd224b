import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

export const List = styled.div`
  display: grid;
  gap: ${space[4]};
`;

export const Counts = styled.span`
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;
