import styled from 'styled-components';
import { themeVars } from '@/shared/config';

/** A small pill, in the accent colour when $lit (upcoming, featured), muted otherwise. */
export const Badge = styled.span<{ $lit: boolean }>`
  padding: 0.15rem 0.6rem;
  border: 1px solid ${({ $lit }) => ($lit ? themeVars.primary : themeVars.border)};
  border-radius: 999px;
  color: ${({ $lit }) => ($lit ? themeVars.primary : themeVars.textMuted)};
  font-size: 0.75rem;
  font-weight: 600;
`;
