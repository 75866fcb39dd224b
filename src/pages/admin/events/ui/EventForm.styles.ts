import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

export const Note = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.875rem;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: 1rem;
`;

export const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.25rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
`;
