import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const Panel = styled.section`
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  border: 1px solid ${themeVars.border};
  border-radius: 0.75rem;
  background: ${themeVars.surface};
`;

export const PanelHeading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

export const GateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 1rem;
`;

export const Loading = styled.div`
  display: grid;
  gap: 0.75rem;
`;
