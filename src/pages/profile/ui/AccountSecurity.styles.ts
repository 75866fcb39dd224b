import styled from 'styled-components';
import { fontSizes, space } from '@/shared/config';
export { SettingsPanel as Section, SettingsPanelHeading as Heading } from '@/shared/ui/settings-panel';

export const SubHeading = styled.h3`
  margin: 0;
  font-size: ${fontSizes.lg};
`;

export const Form = styled.form`
  display: grid;
  gap: ${space[3]};
  max-width: 28rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;
