import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

const buttonLinkStyles = css`
  display: inline-flex;
  align-items: center;
  padding: ${space[2]} ${space[4]};
  border-radius: ${radii.md};
  background: ${themeVars.primary};
  color: ${themeVars.onPrimary};
  font-weight: 600;
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

/** An in-app link drawn as a primary button, such as 'View all blog articles'. */
export const ButtonLink = styled(Link)`
  ${buttonLinkStyles}
`;

/** ButtonLink's look on a plain <a>, for addresses outside the app such as 'Register Now'. */
export const ButtonAnchor = styled.a`
  ${buttonLinkStyles}
`;
