import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Mark = styled.span`
  padding: 0 ${space[2]};
  border: 1px solid ${themeVars.danger};
  border-radius: ${radii.sm};
  color: ${themeVars.danger};
  font-size: ${fontSizes.sm};
  font-weight: 600;
`;
