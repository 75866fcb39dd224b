import styled from 'styled-components';
import { fontSizes, space } from '@/shared/config';
export { SettingsPanel as Panel, SettingsPanelHeading as Heading } from '@/shared/ui/settings-panel';

export const SubHeading = styled.h3`
  margin: 0;
  font-size: ${fontSizes.lg};
`;

export const Form = styled.form`
  display: grid;
  gap: ${space[3]};
`;

export const Text = styled.p`
  margin: 0;
`;

export const Choices = styled.fieldset`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${space[2]};
    font-weight: 600;
  }

  label {
    display: flex;
    gap: ${space[2]};
    align-items: center;
    min-height: 2.75rem;
  }
`;
