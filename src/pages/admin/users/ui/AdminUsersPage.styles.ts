import styled from 'styled-components';
import { space, themeVars } from '@/shared/config';

/** The box to tick before revoking one's own admin rights. */
export const SelfCheck = styled.label`
  display: flex;
  gap: ${space[2]};
  align-items: start;
  font-weight: 600;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: ${space[0.5]} 0 0;
    accent-color: ${themeVars.primary};
  }
`;
