import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

export const Panel = styled.section`
  display: grid;
  gap: ${space[4]};
  padding: ${space[5]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};
`;

export const PanelHeading = styled.h2`
  margin: 0;
  font-size: ${fontSizes.xl};
`;

export const GateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${space[4]};
`;

export const Loading = styled.div`
  display: grid;
  gap: ${space[3]};
`;
