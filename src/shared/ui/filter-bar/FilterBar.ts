import styled from 'styled-components';

/** A row of list controls (search first, taking the free width), wrapping on narrow screens. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: end;

  > :first-child {
    flex: 1 1 16rem;
  }
`;
