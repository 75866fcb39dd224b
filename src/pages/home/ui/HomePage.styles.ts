import styled from 'styled-components';
import { fontSizes, media, radii, space, themeVars } from '@/shared/config';

export const Title = styled.h1`
  margin: 0;
  font-size: ${fontSizes.display};
`;

export const FeedTabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

export const Columns = styled.div`
  display: grid;
  gap: ${space[8]};
  align-items: start;

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }
`;

export const MainColumn = styled.div`
  display: grid;
  gap: ${space[10]};
  min-width: 0;
`;

export const FeaturedGrid = styled.div`
  display: grid;
  gap: ${space[4]};

  ${media.up('md')} {
    grid-template-columns: 2fr 1fr;
    grid-template-rows: auto auto;

    & > :first-child {
      grid-row: span 2;
    }
  }
`;

export const List = styled.div`
  display: grid;
  gap: ${space[4]};
`;

export const Notice = styled.div`
  padding: ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  color: ${themeVars.textMuted};

  p {
    margin: 0;
  }
`;

export const Sidebar = styled.aside`
  display: grid;
  gap: ${space[3]};
  padding: ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};

  ${media.up('lg')} {
    position: sticky;
    top: 5rem;
  }
`;

export const SidebarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};

  a {
    color: ${themeVars.primary};
    font-size: ${fontSizes.sm};
  }
`;

export const LiveDot = styled.span`
  display: inline-block;
  width: 0.5rem;
  height: 0.5rem;
  margin-right: ${space[2]};
  border-radius: ${radii.round};
  background: ${themeVars.primary};
`;

export const NewsList = styled.ul`
  display: grid;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
`;

export const EndNote = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  text-align: center;
`;
