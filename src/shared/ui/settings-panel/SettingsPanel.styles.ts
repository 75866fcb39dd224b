import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

/** A framed section of a settings page (the profile's panels): its heading, then its fields and actions. */
export const SettingsPanel = styled.section`
  display: grid;
  gap: ${space[4]};
  padding: ${space[5]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.lg};
  background: ${themeVars.surface};
`;

/** A settings panel's h2. */
export const SettingsPanelHeading = styled.h2`
  margin: 0;
  font-size: ${fontSizes.xl};
`;
