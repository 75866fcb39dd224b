import styled from 'styled-components';
import { space } from '@/shared/config';

export const MoreRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space[6]};
`;
