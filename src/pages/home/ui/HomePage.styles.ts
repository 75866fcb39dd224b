import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.6rem, 4vw, 2.25rem);
`;

export const Columns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;

  @media (min-width: 64rem) {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }
`;

export const MainColumn = styled.div`
  display: grid;
  gap: 2.5rem;
  min-width: 0;
`;

export const FeaturedGrid = styled.div`
  display: grid;
  gap: 1rem;

  @media (min-width: 48rem) {
    grid-template-columns: 2fr 1fr;
    grid-template-rows: auto auto;

    & > :first-child {
      grid-row: span 2;
    }
  }
`;

export const List = styled.div`
  display: grid;
  gap: 1rem;
`;

export const Notice = styled.div`
  padding: 1rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
  color: ${themeVars.textMuted};

  p {
    margin: 0;
  }
`;

export const Sidebar = styled.aside`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
  background: ${themeVars.surface};

  @media (min-width: 64rem) {
    position: sticky;
    top: 5rem;
  }
`;

export const SidebarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;

  a {
    color: ${themeVars.primary};
    font-size: 0.9rem;
  }
`;

export const LiveDot = styled.span`
  display: inline-block;
  width: 0.5rem;
  height: 0.5rem;
  margin-right: 0.4rem;
  border-radius: 50%;
  background: ${themeVars.primary};
`;

export const NewsList = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
`;

export const EndNote = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  text-align: center;
`;
