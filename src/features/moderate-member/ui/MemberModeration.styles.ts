import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

export const Bar = styled.div`
  display: flex;
  /* One button's height (Button's min-height): the row keeps it while the controls load (Reserved). */
  min-height: 2.5rem;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

export const Notice = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

/** The controls' place while they load: the row's height, nothing in it. */
export const Reserved = styled(Bar)``;
