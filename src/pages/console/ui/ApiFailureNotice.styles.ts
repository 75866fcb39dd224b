import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Notice = styled.div`
  display: grid;
  gap: ${space[1]};
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${themeVars.danger};
  border-radius: ${radii.md};
  color: ${themeVars.danger};
`;

export const Detail = styled.code`
  color: ${themeVars.text};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`;
