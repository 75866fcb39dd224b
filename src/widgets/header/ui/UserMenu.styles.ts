import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { themeVars } from '@/shared/config';

export const Wrapper = styled.div`
  position: relative;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  max-width: 14rem;
  min-height: 2.5rem;
  padding: 0.375rem 0.75rem;
  border: 1px solid ${themeVars.border};
  border-radius: 999px;
  background: transparent;
  color: ${themeVars.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  span {
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
  padding: 0.375rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.625rem;
  background: ${themeVars.surface};
  box-shadow: 0 1rem 2rem rgb(0 0 0 / 25%);

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const GroupLabel = styled.p`
  margin: 0.375rem 0.625rem 0.125rem;
  color: ${themeVars.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;
`;

export const Separator = styled.hr`
  margin: 0.375rem 0;
  border: 0;
  border-top: 1px solid ${themeVars.border};
`;

const item = css`
  display: block;
  width: 100%;
  padding: 0.5rem 0.625rem;
  border: 0;
  border-radius: 0.375rem;
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
