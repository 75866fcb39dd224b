import styled from 'styled-components';
import { space, themeVars } from '@/shared/config';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[4]};

  a {
    color: ${themeVars.primary};
    font-weight: 600;
  }
`;
