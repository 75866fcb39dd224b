import styled from 'styled-components';
import { space } from '@/shared/config';

export const Form = styled.form`
  display: grid;
  gap: ${space[5]};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${space[5]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
`;
