import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Group = styled.div`
  display: grid;
  gap: 0.5rem;
`;

export const GroupLabel = styled.span`
  font-weight: 600;
`;

export const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: 20rem;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border: 1px solid ${themeVars.border};
  border-radius: 0.5rem;
  background: ${themeVars.surface};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: 0.875rem;
`;

export const Progress = styled.progress`
  width: 100%;
  max-width: 20rem;
  accent-color: ${themeVars.primary};
`;
