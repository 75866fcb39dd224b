import styled from 'styled-components';
import { space } from '@/shared/config';

export const Sections = styled.div`
  display: grid;
  gap: ${space[10]};
`;

export const Name = styled.strong`
  display: block;
`;
