import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

/** A small pill, in the accent colour when $lit (upcoming, featured), muted otherwise. */
export const Badge = styled.span<{ $lit: boolean }>`
  padding: ${space[0.5]} ${space[2]};
  border: 1px solid ${({ $lit }) => ($lit ? themeVars.primary : themeVars.border)};
  border-radius: ${radii.pill};
  color: ${({ $lit }) => ($lit ? themeVars.primary : themeVars.textMuted)};
  font-size: ${fontSizes.xs};
  font-weight: 600;
`;
