import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

const Main = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${space[16]} ${space[4]};
`;

const Title = styled.h1`
  margin: 0 0 ${space[4]};
  font-size: ${fontSizes.display};
`;

const Message = styled.p`
  margin: 0 0 ${space[6]};
  color: ${themeVars.textMuted};
`;

export interface MessagePageProps {
  title: ReactNode;
  message: ReactNode;
  /** The ways on, under the message (a link home, a reload button). */
  children: ReactNode;
}

/** A page that only says something went wrong (not found, failed to load) and offers a way on. */
export function MessagePage({ title, message, children }: MessagePageProps) {
  return (
    <Main>
      <Title>{title}</Title>
      <Message>{message}</Message>
      {children}
    </Main>
  );
}
