import styled from 'styled-components';
import { space, themeVars } from '@/shared/config';

export const Stack = styled.div`
  display: grid;
  gap: ${space[4]};
`;

export const Form = styled.form`
  display: grid;
  gap: ${space[3]};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;
