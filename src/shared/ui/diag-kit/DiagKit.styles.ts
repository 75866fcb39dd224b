import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

/** A plain list with separators, one result a row; a row's `div` takes the free width and stacks its lines. */
export const Rows = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};

  > li {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]} ${space[4]};
    align-items: center;
    justify-content: space-between;
    padding: ${space[3]} ${space[4]};
    overflow-wrap: anywhere;
  }

  > li + li {
    border-top: 1px solid ${themeVars.border};
  }

  > li > div {
    display: grid;
    flex: 1 1 12rem;
    gap: ${space[1]};
  }
`;

/** An identifier, address or token value in monospace. */
export const Code = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.9em;
  overflow-wrap: anywhere;
`;

/** An image under test, bordered: a 96 × 64 thumbnail cropped to fit with `$thumb`, else at its size up to the width. */
export const Picture = styled.img<{ $thumb?: boolean }>`
  display: block;
  max-width: 100%;
  height: auto;
  border: 1px solid ${themeVars.border};
  border-radius: ${({ $thumb }) => ($thumb ? radii.md : radii.lg)};
  ${({ $thumb }) => $thumb && 'width: 96px; height: 64px; object-fit: cover;'}
`;
