import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
`;

export const Status = styled.p<{ $failed: boolean }>`
  margin: 0;
  color: ${({ $failed }) => ($failed ? themeVars.danger : themeVars.textMuted)};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`;
