import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  align-items: center;
`;

export const Heading = styled.div`
  display: grid;
  flex: 1 1 20rem;
  gap: ${space[2]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${fontSizes.display};
`;

export const Lead = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;
