import styled from 'styled-components';
import { fontSizes, media, space, themeVars } from '@/shared/config';

export const Header = styled.header`
  display: grid;
  gap: ${space[4]};
  align-items: center;

  ${media.up('sm')} {
    grid-template-columns: auto 1fr;
  }
`;

export const Text = styled.div`
  display: grid;
  gap: ${space[2]};
  min-width: 0;
`;

export const Name = styled.h1`
  margin: 0;
  font-size: ${fontSizes.display};
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

export const Stats = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export const Bio = styled.p`
  margin: 0;
  max-width: 40rem;
  white-space: pre-line;
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[1]} ${space[4]};
  margin: 0;

  dt {
    color: ${themeVars.textMuted};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${themeVars.primary};
  }
`;
