import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;

  > :first-child {
    flex: 1 1 16rem;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.875rem;
`;

/** The box to tick before revoking one's own admin rights. */
export const SelfCheck = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: start;
  font-weight: 600;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${themeVars.primary};
  }
`;
