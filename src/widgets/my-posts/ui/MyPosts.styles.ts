import { Link } from 'react-router';
import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Section = styled.section`
  display: grid;
  gap: 1rem;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

export const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
  background: ${themeVars.surface};
`;

export const Info = styled.div`
  display: grid;
  gap: 0.375rem;
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
  gap: 0.5rem;
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.85rem;
`;

export const Status = styled.span<{ $published: boolean }>`
  padding: 0.125rem 0.5rem;
  border: 1px solid ${({ $published }) => ($published ? themeVars.primary : themeVars.border)};
  border-radius: 999px;
  color: ${({ $published }) => ($published ? themeVars.primary : themeVars.textMuted)};
  font-size: 0.75rem;
  font-weight: 700;
`;

export const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0.5rem 0.875rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.5rem;
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
  gap: 1rem;

  p {
    margin: 0;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;
