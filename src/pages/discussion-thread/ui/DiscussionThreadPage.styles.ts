import styled from 'styled-components';
import { space } from '@/shared/config';

export const Stack = styled.div`
  display: grid;
  gap: ${space[5]};
  justify-items: stretch;

  & > a:first-child {
    justify-self: start;
  }
`;
