import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  align-items: center;
  min-width: 0;
`;

export const Avatar = styled.img`
  flex: none;
  border-radius: 50%;
  object-fit: cover;
`;

export const AvatarInitial = styled.span<{ $size: number }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${themeVars.primary};
  color: ${themeVars.onPrimary};
  font-weight: 700;
`;

export const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Username = styled.span`
  color: ${themeVars.textMuted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

export const Time = styled.time`
  color: ${themeVars.textMuted};
  font-size: 0.875rem;

  &::before {
    content: '·';
    margin-right: 0.5rem;
  }
`;
