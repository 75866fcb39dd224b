import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Badge = styled.span`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border: 1px solid ${themeVars.primary};
  border-radius: 999px;
  color: ${themeVars.primary};
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  white-space: nowrap;
`;
