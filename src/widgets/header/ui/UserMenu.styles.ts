import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Wrapper = styled.div`
  position: relative;
  min-width: 0;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  max-width: min(14rem, 100%);
  min-height: 2.5rem;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.pill};
  background: transparent;
  color: ${themeVars.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
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
