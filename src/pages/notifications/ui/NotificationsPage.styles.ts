import styled from 'styled-components';
import { space } from '@/shared/config';

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${space[3]};
`;

export const List = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
`;
