import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;

  a {
    color: ${themeVars.primary};
    font-weight: 600;
  }
`;
