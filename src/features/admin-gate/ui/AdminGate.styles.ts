import styled from 'styled-components';

export const Checking = styled.main`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  justify-content: center;
  min-height: 40vh;
  padding: 4rem 1rem;
  font-size: 1.1rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.25rem;
  align-items: center;
`;
