import { Link } from 'react-router';
import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${space[3]};
  align-items: start;
  padding: ${space[3]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.md};
  background: ${({ $unread }) => ($unread ? themeVars.surface : 'transparent')};
  list-style: none;
`;

export const Body = styled.div`
  display: grid;
  gap: ${space[1]};
  min-width: 0;
`;

export const Summary = styled.p`
  display: flex;
  gap: ${space[2]};
  align-items: center;
  margin: 0;
  font-weight: 600;
`;

export const TargetLink = styled(Link)`
  color: ${themeVars.text};
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

export const UnreadDot = styled.span`
  flex: none;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: ${radii.round};
  background: ${themeVars.primary};
`;

export const Excerpt = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  overflow-wrap: anywhere;
`;

export const Time = styled.time`
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Note = styled.p`
  margin: 0;
  padding-left: ${space[2]};
  border-left: 3px solid ${themeVars.primary};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
