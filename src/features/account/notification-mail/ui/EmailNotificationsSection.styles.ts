import styled from 'styled-components';
import { space } from '@/shared/config';
import { SettingsPanel } from '@/shared/ui/settings-panel';

export { SettingsPanelHeading as Heading } from '@/shared/ui/settings-panel';

export const Section = styled(SettingsPanel)`
  scroll-margin-top: ${space[8]};

  p {
    margin: 0;
  }

  form {
    display: grid;
    gap: ${space[4]};
    justify-items: start;
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${space[3]};
  width: 100%;
  max-width: 28rem;
`;
