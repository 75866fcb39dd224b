import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

export const Field = styled.div`
  display: grid;
  gap: 0.375rem;
`;

export const Message = styled.p`
  margin: 0;
  color: ${themeVars.danger};
  font-size: 0.875rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
`;
