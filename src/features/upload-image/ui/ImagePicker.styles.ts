import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Group = styled.div`
  display: grid;
  gap: ${space[2]};
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
  border-radius: ${radii.md};
  background: ${themeVars.surface};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Progress = styled.progress`
  width: 100%;
  max-width: 20rem;
  accent-color: ${themeVars.primary};
`;
