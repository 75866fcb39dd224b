import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';
export { SettingsPanel as Panel, SettingsPanelHeading as Heading } from '@/shared/ui/settings-panel';

export const Muted = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

export const List = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[3]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.md};
`;

export const ItemText = styled.div`
  display: grid;
  gap: ${space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ItemName = styled.strong`
  font-size: ${fontSizes.md};
`;

export const Meta = styled.span`
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[2]};
`;

export const Form = styled.form`
  display: grid;
  gap: ${space[3]};
`;
