import styled from 'styled-components';
import { space, themeVars } from '@/shared/config';

export const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;
