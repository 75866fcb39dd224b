import styled from 'styled-components';
import { fontSizes, themeVars } from '@/shared/config';

export const Code = styled.code`
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.xs};
  overflow-wrap: anywhere;
`;
