import type { ReactNode } from 'react';
import styled from 'styled-components';
import { themeVars } from '@/shared/config';

const Main = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: 4rem 1rem;
`;

const Title = styled.h1`
  margin: 0 0 1rem;
  font-size: 2rem;
`;

const Message = styled.p`
  margin: 0 0 1.5rem;
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
