import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Main = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: 4rem 1rem;
`;

export const Title = styled.h1`
  margin: 0 0 1rem;
  font-size: 2rem;
`;

export const Message = styled.p`
  margin: 0 0 1.5rem;
  color: ${themeVars.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;

  a {
    color: ${themeVars.primary};
    font-weight: 600;
  }
`;
