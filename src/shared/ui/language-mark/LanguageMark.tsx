import styled from 'styled-components';
import { fontSizes, radii, space, themeVars } from '@/shared/config';
import { useItemTranslation, useLanguage } from '@/shared/lib/i18n';

const Mark = styled.span`
  display: inline-block;
  padding: 0 ${space[2]};
  border: 1px solid ${themeVars.border};
  border-radius: ${radii.pill};
  color: ${themeVars.textMuted};
  font-size: ${fontSizes.xs};
  line-height: 1.6;
  white-space: nowrap;
`;

export interface LanguageMarkProps {
  /** The item's language code ('en' or 'zh'). */
  language: string;
}

/** Marks an item written in the other language than the reader's (its short name, as "EN"); nothing for the reader's own. */
export function LanguageMark({ language }: LanguageMarkProps) {
  const { t } = useItemTranslation('common');
  if (language === useLanguage()) return null;
  const other = language === 'zh' ? 'zh' : 'en';
  return <Mark title={t(`contentLanguage.writtenIn.${other}`)}>{t(`contentLanguage.short.${other}`)}</Mark>;
}
