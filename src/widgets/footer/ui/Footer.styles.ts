import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { fontSizes, media, space, themeVars } from '@/shared/config';

export const Bar = styled.footer`
  margin-top: ${space[16]};
  border-top: 1px solid ${themeVars.border};
  background: ${themeVars.surface};
`;

export const Inner = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: ${space[8]};
  max-width: 72rem;
  margin: 0 auto;
  padding: ${space[10]} ${space[4]} ${space[6]};

  ${media.down('md')} {
    grid-template-columns: 1fr 1fr;

    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

export const Brand = styled.p`
  margin: 0 0 ${space[2]};
  font-size: ${fontSizes.lg};
  font-weight: 700;
`;

export const About = styled.p`
  margin: 0;
  max-width: 28rem;
  color: ${themeVars.textMuted};
`;

export const Heading = styled.h2`
  margin: 0 0 ${space[3]};
  font-size: ${fontSizes.md};
`;

export const List = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const linkStyle = css`
  color: ${themeVars.textMuted};
  text-decoration: none;

  &:hover {
    color: ${themeVars.text};
    text-decoration: underline;
  }
`;

export const FooterLink = styled(Link)`
  ${linkStyle}
`;

/** A link to a file the server serves (the feeds), outside the router. */
export const FooterAnchor = styled.a`
  ${linkStyle}
`;

export const Bottom = styled.p`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${space[4]};
  border-top: 1px solid ${themeVars.border};
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;
