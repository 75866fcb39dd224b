import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Badge = styled.span`
  display: inline-block;
  padding: ${space[0.5]} ${space[2]};
  border: 1px solid ${themeVars.primary};
  border-radius: ${radii.pill};
  color: ${themeVars.primary};
  font-size: ${fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.02em;
  white-space: nowrap;
`;
