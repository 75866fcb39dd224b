import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const StyledDialog = styled.dialog`
  width: min(28rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.bg};
  color: ${themeVars.text};
  box-shadow: 0 1.5rem 3rem rgb(0 0 0 / 35%);

  &::backdrop {
    background: rgb(0 0 0 / 60%);
  }
`;

export const Panel = styled.div`
  display: grid;
  gap: ${space[4]};
  padding: ${space[5]} ${space[6]} ${space[6]};
`;

export const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${fontSizes.xxl};
`;

/** The content of a small dialog: its texts, then its actions. */
export const DialogBody = styled.div`
  display: grid;
  gap: ${space[5]};

  p {
    margin: 0;
  }
`;

/** The buttons at the end of a dialog, the main one last. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  justify-content: flex-end;
`;
