import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

export const Form = styled.form`
  display: grid;
  gap: ${space[5]};
`;

export const Field = styled.div`
  display: grid;
  gap: ${space[2]};
`;

export const Message = styled.p`
  margin: 0;
  color: ${themeVars.danger};
  font-size: ${fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2]};
`;
