import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Person = styled.div`
  display: grid;
  gap: 0.25rem;
  justify-items: start;
`;

export const Name = styled.strong`
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${themeVars.textMuted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

export const Code = styled.code`
  color: ${themeVars.textMuted};
  font-size: 0.8rem;
  overflow-wrap: anywhere;
`;

export const AdminBadge = styled.span`
  padding: 0.125rem 0.625rem;
  border: 1px solid ${themeVars.primary};
  border-radius: 999px;
  color: ${themeVars.primary};
  font-size: 0.8rem;
  font-weight: 600;
`;

export const Time = styled.time`
  display: block;
  min-width: 10rem;
  color: ${themeVars.textMuted};
  font-size: 0.875rem;
`;
