import { useTranslation } from 'react-i18next';
import { changeLanguage, htmlLangs, useLanguage } from '@/shared/lib/i18n';
import { Button } from '@/shared/ui/button';

/** Switches between English and Chinese; the button names the other language in that language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const next = useLanguage() === 'en' ? 'zh' : 'en';

  return (
    <Button variant="ghost" title={t('language.switchTitle')} onClick={() => void changeLanguage(next)}>
      <span lang={htmlLangs[next]}>{t('language.switchText')}</span>
    </Button>
  );
}
