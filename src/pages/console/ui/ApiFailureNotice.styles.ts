import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Notice = styled.div`
  display: grid;
  gap: 0.25rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${themeVars.danger};
  border-radius: 0.5rem;
  color: ${themeVars.danger};
`;

export const Detail = styled.code`
  color: ${themeVars.text};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;
