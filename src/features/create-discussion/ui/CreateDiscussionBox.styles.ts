import styled from 'styled-components';
import { Card } from '@/shared/ui';

/** The box's frame; render it `as="section"`. */
export const Box = styled(Card)`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.1rem;
`;
