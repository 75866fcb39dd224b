import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Main = styled.main`
  display: grid;
  place-content: center;
  gap: 1rem;
  min-height: 70vh;
  max-width: 40rem;
  margin: 0 auto;
  padding: 3rem 1rem;
  text-align: center;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: clamp(2.5rem, 8vw, 4rem);
  line-height: 1.1;
`;

export const Tagline = styled.p`
  margin: 0;
  font-size: 1.25rem;
`;

export const Note = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;
