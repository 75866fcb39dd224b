import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { themeVars } from '@/shared/config';

const textLinkStyles = css`
  color: ${themeVars.primary};
  font-weight: 600;

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

/** An in-app link in the accent colour, such as 'Back to Blog' or 'Learn More'. */
export const TextLink = styled(Link)`
  ${textLinkStyles}
`;

/** TextLink's look on a plain <a>, for addresses outside the app. */
export const TextAnchor = styled.a`
  ${textLinkStyles}
`;
