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

/** Beside the articles on wide screens; above them on phones and tablets, as a strip (NewsList). */
export const Sidebar = styled.aside`
  display: grid;
  gap: ${space[3]};
  min-width: 0;
  padding: ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};

  ${media.down('lg')} {
    order: -1;
    padding: ${space[3]};
  }

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

/** A column on wide screens; below them a strip of cards that scrolls sideways, so the articles stay near the top. */
export const NewsList = styled.ul`
  display: grid;
  gap: ${space[1]};
  margin: 0;
  padding: 0;

  ${media.down('lg')} {
    display: flex;
    gap: ${space[3]};
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    padding-bottom: ${space[1]};

    > li {
      flex: 0 0 min(16rem, 80%);
      scroll-snap-align: start;
    }
  }
`;

export const EndNote = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  text-align: center;
`;
