import styled from 'styled-components';
import { space } from '@/shared/config';

export const Form = styled.form`
  display: grid;
  gap: ${space[3]};
  max-width: 28rem;
`;
