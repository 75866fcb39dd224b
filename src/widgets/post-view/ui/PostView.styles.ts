import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Header = styled.header`
  display: grid;
  gap: ${space[3]};
  justify-items: start;
  margin-bottom: ${space[5]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${fontSizes.display};
  line-height: 1.2;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
  list-style: none;
`;

export const Summary = styled.section`
  margin-bottom: ${space[6]};
  padding: ${space[4]} ${space[5]};
  border-left: 4px solid ${themeVars.primary};
  border-radius: ${radii.md};
  background: ${themeVars.surface};

  p {
    margin: 0;
  }
`;

export const SummaryTitle = styled.h2`
  margin: 0 0 ${space[2]};
  font-size: ${fontSizes.md};
`;
