import styled from 'styled-components';
import { fontSizes, space } from '@/shared/config';

export const Section = styled.section`
  display: grid;
  gap: ${space[4]};
`;

/** The h2 of a page's section; also for a section heading set in a custom header row. */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${fontSizes.xl};
`;
