import styled from 'styled-components';
import { space } from '@/shared/config';

export const TabList = styled.nav`
  display: flex;
  gap: ${space[2]};
  overflow-x: auto;
  padding-bottom: ${space[1]};
`;
