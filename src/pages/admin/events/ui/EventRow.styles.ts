import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';
import type { EventStatus } from '../model/eventDraft';

export const Info = styled.div`
  display: flex;
  gap: ${space[3]};
  align-items: flex-start;
  max-width: 26rem;
`;

export const Thumb = styled.img`
  flex: none;
  width: 4rem;
  height: 2.5rem;
  border-radius: ${radii.md};
  background: ${themeVars.surface};
  object-fit: cover;
`;

export const Text = styled.div`
  display: grid;
  gap: ${space[2]};
  justify-items: start;
  min-width: 0;
`;

export const Marker = styled.span<{ $lit: boolean }>`
  padding: ${space[0.5]} ${space[2]};
  border: 1px solid ${({ $lit }) => ($lit ? themeVars.primary : themeVars.border)};
  border-radius: ${radii.pill};
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
  padding: ${space[1]} ${space[3]};
  border: 1px solid ${({ $status }) => STATUS_COLORS[$status]};
  border-radius: ${radii.pill};
  color: ${({ $status }) => STATUS_COLORS[$status]};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
`;

export const Muted = styled.span`
  color: ${themeVars.textMuted};
`;

export const Nowrap = styled.span`
  white-space: nowrap;
`;
