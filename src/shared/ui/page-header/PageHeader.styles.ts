import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
`;

export const Heading = styled.div`
  display: grid;
  flex: 1 1 20rem;
  gap: 0.5rem;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.75rem, 4vw, 2.5rem);
`;

export const Lead = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;
