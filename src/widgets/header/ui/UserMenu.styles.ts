import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { fontSizes, media, radii, space, themeVars } from '@/shared/config';

export const Wrapper = styled.div`
  position: relative;
  min-width: 0;
`;

/** The account button's look, shared by the menu's button and the placeholder link the server renders. */
const triggerStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  max-width: min(14rem, 100%);
  min-height: 2.5rem;
  padding: ${space[1]} ${space[3]} ${space[1]} ${space[1]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.pill};
  background: transparent;
  color: ${themeVars.text};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

export const Trigger = styled.button`
  ${triggerStyle}
`;

export const PlaceholderLink = styled(Link)`
  ${triggerStyle}
`;

const nameStyle = css`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const NameFull = styled.span`
  ${nameStyle}

  ${media.down('lg')} {
    display: none;
  }
`;

export const NameShort = styled.span`
  ${nameStyle}
  display: none;
  max-width: 8rem;

  ${media.down('lg')} {
    display: inline;
  }
`;

export const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  z-index: 20;
  min-width: 14rem;
  padding: ${space[2]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};
  box-shadow: 0 1rem 2rem rgb(0 0 0 / 25%);

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const GroupLabel = styled.p`
  margin: ${space[2]} ${space[3]} ${space[0.5]};
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
  font-weight: 600;
`;

export const Separator = styled.hr`
  margin: ${space[2]} 0;
  border: 0;
  border-top: 1px solid ${themeVars.border};
`;

const item = css`
  display: block;
  width: 100%;
  padding: ${space[2]} ${space[3]};
  border: 0;
  border-radius: ${radii.md};
  background: none;
  color: ${themeVars.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${themeVars.bg};
  }
`;

export const ItemLink = styled(Link)`
  ${item}
`;

export const itemStyle = item;
