import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

export const Form = styled.form`
  display: grid;
  gap: ${space[4]};
`;

export const Note = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${space[4]};
`;

export const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space[5]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  justify-content: flex-end;
`;
