import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Info = styled.div`
  display: grid;
  gap: 0.375rem;
  justify-items: start;
  max-width: 28rem;
`;

export const Title = styled.strong`
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

export const Excerpt = styled.span`
  display: -webkit-box;
  overflow: hidden;
  color: ${themeVars.textMuted};
  font-size: 0.875rem;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

export const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  color: ${themeVars.textMuted};
  font-size: 0.8rem;
`;

export const StatusButton = styled.button<{ $published: boolean }>`
  min-height: 2.25rem;
  padding: 0.25rem 0.75rem;
  border: 1px solid ${({ $published }) => ($published ? themeVars.primary : themeVars.border)};
  border-radius: 999px;
  background: transparent;
  color: ${({ $published }) => ($published ? themeVars.primary : themeVars.textMuted)};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

export const Muted = styled.span`
  color: ${themeVars.textMuted};
  white-space: nowrap;
`;
