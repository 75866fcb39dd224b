import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

export const Bar = styled.div`
  display: flex;
  /* One button's height (Button's min-height): the row keeps it while the controls load (Reserved). */
  min-height: 2.5rem;
  flex-wrap: wrap;
  align-items: center;
  /* No gap between lines: the empty status line, wrapped under a full row, adds no height. */
  gap: 0 ${space[2]};
`;

/** The note and the buttons on one line at every width: the note gives way (SuspendedMark truncates), never the row. */
export const Controls = styled.div`
  display: flex;
  min-width: 0;
  max-width: 100%;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${space[2]};

  & > button {
    flex-shrink: 0;
  }

  /* SuspendedMark: ends in an ellipsis when the row is narrow; its title has the whole note. */
  & > span {
    overflow: hidden;
    min-width: 0;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Notice = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

/** The controls' place while they load: the row's height, nothing in it. */
export const Reserved = styled(Bar)``;
