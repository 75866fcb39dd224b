import { Link } from 'react-router';
import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Section = styled.section`
  display: grid;
  gap: ${space[4]};

  h2 {
    margin: 0;
    font-size: ${fontSizes.xl};
  }
`;

export const List = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[4]} ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};
`;

export const Info = styled.div`
  display: grid;
  gap: ${space[2]};
  min-width: 0;
  flex: 1 1 16rem;
`;

export const TitleLink = styled(Link)`
  color: ${themeVars.text};
  font-weight: 700;
  overflow-wrap: anywhere;
  text-decoration: none;

  &:hover {
    color: ${themeVars.primary};
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Status = styled.span<{ $published: boolean }>`
  padding: ${space[0.5]} ${space[2]};
  border: 1px solid ${({ $published }) => ($published ? themeVars.primary : themeVars.border)};
  border-radius: ${radii.pill};
  color: ${({ $published }) => ($published ? themeVars.primary : themeVars.textMuted)};
  font-size: ${fontSizes.xs};
  font-weight: 700;
`;

export const Actions = styled.div`
  display: flex;
  gap: ${space[2]};
`;

export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: ${space[2]} ${space[4]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.md};
  color: ${themeVars.text};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${themeVars.bg};
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

export const DialogBody = styled.div`
  display: grid;
  gap: ${space[4]};

  p {
    margin: 0;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[3]};
`;
