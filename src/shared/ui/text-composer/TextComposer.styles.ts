import styled from 'styled-components';
import { space, themeVars } from '@/shared/config';

export const Form = styled.form`
  display: grid;
  gap: ${space[3]};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
  justify-content: flex-end;
`;

export const Note = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
  color: ${themeVars.textMuted};
`;
