import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
`;

export const Outcome = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.9rem;
`;
