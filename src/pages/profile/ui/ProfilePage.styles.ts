import styled from 'styled-components';
import { space } from '@/shared/config';
export { SettingsPanel as Panel, SettingsPanelHeading as PanelHeading } from '@/shared/ui/settings-panel';

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
