import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';
import type { EventStatus } from '@/entities/event';

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

/** The colour of each status's badge. */
export const STATUS_COLORS: Record<EventStatus, string> = {
  upcoming: themeVars.primary,
  ongoing: themeVars.text,
  completed: themeVars.textMuted,
  cancelled: themeVars.danger,
};
