import styled from 'styled-components';
import { themeVars } from '@/shared/config';

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
  gap: 0.5rem 1rem;
  padding: 0.5rem 1rem;
  border-bottom: 1px solid ${themeVars.border};
  background: ${themeVars.surface};
`;

export const Brand = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.75rem;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: 1.125rem;
`;

export const HomeLink = styled.a`
  border-radius: 0.25rem;
  color: ${themeVars.primary};
  font-size: 1.125rem;
  font-weight: 700;
  text-decoration: none;
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
`;

export const Explorer = styled.main`
  flex: 1;
  min-height: 0;
`;

export const Loading = styled.p`
  margin: 2rem 1rem;
  color: ${themeVars.textMuted};
`;
