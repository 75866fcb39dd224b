import styled from 'styled-components';
import { space } from '@/shared/config';

export const Fields = styled.div`
  display: grid;
  gap: ${space[3]};
`;
