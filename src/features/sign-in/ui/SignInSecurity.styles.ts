import styled from 'styled-components';
import { space, themeVars } from '@/shared/config';
export { SettingsPanel as Panel, SettingsPanelHeading as Heading } from '@/shared/ui/settings-panel';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

export const Codes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ui-monospace, monospace;
`;

export const Secret = styled.code`
  overflow-wrap: anywhere;
`;

export const SessionList = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SessionItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${space[2]};
  padding-bottom: ${space[3]};
  border-bottom: 1px solid ${themeVars.border};
`;

export const Muted = styled.span`
  color: ${themeVars.textMuted};
`;
