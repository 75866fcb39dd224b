import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';

const Mark = styled.span`
  justify-self: start;
  padding: 0 ${space[2]};
  border: 1px solid ${themeVars.danger};
  border-radius: ${radii.pill};
  color: ${themeVars.danger};
  font-size: ${fontSizes.xs};
  line-height: 1.6;
`;

/** Tells the author (and moderators) that moderators hid this item from everyone else. */
export function HiddenMark() {
  const { t } = useTranslation('discussion');
  return <Mark title={t('hidden.hint')}>{t('hidden.mark')}</Mark>;
}
