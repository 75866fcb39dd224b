import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;
