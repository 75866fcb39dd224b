import styled from 'styled-components';

export const DialogBody = styled.div`
  display: grid;
  gap: 1.25rem;

  p {
    margin: 0;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
`;
