import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Person = styled.div`
  display: grid;
  gap: ${space[1]};
  justify-items: start;
`;

export const Name = styled.strong`
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const Code = styled.code`
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.xs};
  overflow-wrap: anywhere;
`;

export const AdminBadge = styled.span`
  padding: ${space[0.5]} ${space[3]};
  border: 1px solid ${themeVars.primary};
  border-radius: ${radii.pill};
  color: ${themeVars.primary};
  font-size: ${fontSizes.xs};
  font-weight: 600;
`;

export const Time = styled.time`
  display: block;
  min-width: 10rem;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;
