import styled from 'styled-components';
import { space } from '@/shared/config';

/** A row of list controls (search first, taking the free width), wrapping on narrow screens. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  align-items: end;

  > :first-child {
    flex: 1 1 16rem;
  }
`;
