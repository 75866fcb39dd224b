import styled from 'styled-components';
import { fontSizes, space, themeVars } from '@/shared/config';

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
  margin: 0 0 ${space[2]};
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export const Title = styled.h1<{ $important: boolean }>`
  margin: 0 0 ${space[3]};
  color: ${({ $important }) => ($important ? themeVars.danger : themeVars.text)};
  font-size: ${fontSizes.display};
  line-height: 1.3;
`;

export const Excerpt = styled.p`
  margin: 0 0 ${space[4]};
  font-size: ${fontSizes.lg};
  line-height: 1.7;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
  margin: ${space[4]} 0;
`;

export const Share = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  align-items: center;
  padding-top: ${space[4]};
  border-top: 1px solid ${themeVars.border};
`;
