import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space, themeVars } from '@/shared/config';

const Box = styled.div`
  display: grid;
  gap: ${space[4]};
  justify-items: start;
  padding: ${space[8]} 0;

  h1 {
    margin: 0;
  }

  p {
    margin: 0;
    color: ${themeVars.textMuted};
  }
`;

export interface ProblemStateProps {
  /** The page's h1, e.g. 'Article Not Found'. */
  title: ReactNode;
  /** What went wrong and the ways on: a message, a retry button, a link back. */
  children: ReactNode;
}

/** A detail page that could not show its item: a heading, the reason and the ways on. */
export function ProblemState({ title, children }: ProblemStateProps) {
  return (
    <Box>
      <h1>{title}</h1>
      {children}
    </Box>
  );
}
