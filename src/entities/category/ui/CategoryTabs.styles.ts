import styled from 'styled-components';

export const TabList = styled.nav`
  display: flex;
  gap: 0.5rem;
  overflow-x: auto;
  padding-bottom: 0.25rem;
`;
