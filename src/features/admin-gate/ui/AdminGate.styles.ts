import styled from 'styled-components';
import { fontSizes, space } from '@/shared/config';

export const Checking = styled.main`
  display: flex;
  gap: ${space[3]};
  align-items: center;
  justify-content: center;
  min-height: 40vh;
  padding: ${space[16]} ${space[4]};
  font-size: ${fontSizes.lg};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]} ${space[5]};
  align-items: center;
`;
