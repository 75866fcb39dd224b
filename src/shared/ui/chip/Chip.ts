import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { media, radii, space, themeVars } from '@/shared/config';

/** The one look of a chosen chip across the site: filled with the primary colour. */
export const chipSelectedStyles = css`
  background: ${themeVars.primary};
  border-color: ${themeVars.primary};
  color: ${themeVars.onPrimary};
`;

/** A chip's look: a pill with a thin border, for filters and choices. */
export const chipStyles = css`
  flex: none;
  display: inline-flex;
  gap: ${space[2]};
  align-items: center;
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

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

// The selected chip is the pressed toggle button or the link to the current page.
const chipStates = css`
  ${chipStyles}

  &[aria-pressed='true'],
  &[aria-current='page'] {
    ${chipSelectedStyles}
  }
`;

/** A pill-shaped toggle for filters; mark the chosen one with aria-pressed. */
export const Chip = styled.button.attrs({ type: 'button' })`
  ${chipStates}
`;

/** Chip's look on an in-app link (a filter kept in the address); mark the chosen one aria-current="page". */
export const ChipLink = styled(Link)`
  ${chipStates}
`;

/** A category's colour as a small dot before a chip's label. */
export const ChipSwatch = styled.span<{ $color: string }>`
  flex: none;
  width: 0.625rem;
  height: 0.625rem;
  border-radius: ${radii.round};
  background: ${({ $color }) => $color};
  box-shadow: 0 0 0 1px ${themeVars.bg};
`;

/**
 * A row of chips: one line that scrolls sideways on phones (so filters do not push the list off the first screen),
 * wrapping from tablets up.
 */
export const ChipRow = styled.div`
  display: flex;
  gap: ${space[2]};
  min-width: 0;
  overflow-x: auto;
  padding: 2px 2px ${space[1]};
  scrollbar-width: thin;

  ${media.up('md')} {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;
