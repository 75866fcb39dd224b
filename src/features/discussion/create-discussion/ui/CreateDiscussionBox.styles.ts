import styled from 'styled-components';
import { fontSizes, space } from '@/shared/config';
import { Card } from '@/shared/ui/card';

/** The box's frame; render it `as="section"`. */
export const Box = styled(Card)`
  display: grid;
  gap: ${space[3]};
  padding: ${space[4]};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${fontSizes.lg};
`;
