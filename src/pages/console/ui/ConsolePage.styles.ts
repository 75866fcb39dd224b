import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

// The page is exactly the viewport: GraphiQL fills what the bar leaves and scrolls inside itself.
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
`;

export const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]} ${space[4]};
  padding: ${space[2]} ${space[4]};
  border-bottom: 1px solid ${themeVars.border};
  background: ${themeVars.surface};
`;

export const Brand = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${space[3]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${fontSizes.lg};
`;

export const HomeLink = styled.a`
  border-radius: ${radii.sm};
  color: ${themeVars.primary};
  font-size: ${fontSizes.lg};
  font-weight: 700;
  text-decoration: none;
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  min-width: 0;
`;

export const Explorer = styled.main`
  flex: 1;
  min-height: 0;
`;

export const Loading = styled.p`
  margin: ${space[8]} ${space[4]};
  color: ${themeVars.textMuted};
`;
