import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

export const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[3]};
  align-items: center;
`;

export const Outcome = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;
