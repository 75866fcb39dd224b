import styled from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: 1rem;
`;

/** The h2 of a page's section; also for a section heading set in a custom header row. */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.3rem;
`;
