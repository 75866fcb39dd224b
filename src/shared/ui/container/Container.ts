import styled from 'styled-components';
import { space } from '@/shared/config';

/** Centers page content at the site's reading width, with side padding on phones. */
export const Container = styled.div`
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 0 ${space[4]};
`;
