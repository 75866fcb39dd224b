import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Form = styled.form`
  display: grid;
  gap: 0.75rem;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: flex-end;
`;

export const Note = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  color: ${themeVars.textMuted};
`;
