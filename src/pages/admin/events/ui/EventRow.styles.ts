import styled from 'styled-components';
import { themeVars } from '@/shared/config';
import type { EventStatus } from '../model/eventDraft';

export const Info = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  max-width: 26rem;
`;

export const Thumb = styled.img`
  flex: none;
  width: 4rem;
  height: 2.5rem;
  border-radius: 0.375rem;
  background: ${themeVars.surface};
  object-fit: cover;
`;

export const Text = styled.div`
  display: grid;
  gap: 0.375rem;
  justify-items: start;
  min-width: 0;
`;

export const Name = styled.strong`
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

export const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  color: ${themeVars.textMuted};
  font-size: 0.8rem;
`;

export const Marker = styled.span<{ $lit: boolean }>`
  padding: 0.1rem 0.5rem;
  border: 1px solid ${({ $lit }) => ($lit ? themeVars.primary : themeVars.border)};
  border-radius: 999px;
  color: ${({ $lit }) => ($lit ? themeVars.primary : themeVars.textMuted)};
  font-weight: 600;
`;

const STATUS_COLORS: Record<EventStatus, string> = {
  upcoming: themeVars.primary,
  ongoing: themeVars.text,
  completed: themeVars.textMuted,
  cancelled: themeVars.danger,
};

export const StatusBadge = styled.span<{ $status: EventStatus }>`
  display: inline-block;
  padding: 0.25rem 0.75rem;
  border: 1px solid ${({ $status }) => STATUS_COLORS[$status]};
  border-radius: 999px;
  color: ${({ $status }) => STATUS_COLORS[$status]};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
`;

export const Muted = styled.span`
  color: ${themeVars.textMuted};
`;

export const Nowrap = styled.span`
  white-space: nowrap;
`;
