import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

// The selected chip is the pressed toggle button or the link to the current page.
const chipStyles = css`
  flex: none;
  padding: ${space[2]} ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.pill};
  background: transparent;
  color: ${themeVars.text};
  font: inherit;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${themeVars.surface};
  }

  &[aria-pressed='true'],
  &[aria-current='page'] {
    background: ${themeVars.primary};
    border-color: ${themeVars.primary};
    color: ${themeVars.onPrimary};
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

/** A pill-shaped toggle for filters; mark the chosen one with aria-pressed. */
export const Chip = styled.button.attrs({ type: 'button' })`
  ${chipStyles}
`;

/** Chip's look on an in-app link (a filter kept in the address); mark the chosen one aria-current="page". */
export const ChipLink = styled(Link)`
  ${chipStyles}
`;
