import { useTranslation } from 'react-i18next';
import { changeLanguage, htmlLangs, useLanguage } from '@/shared/lib/i18n';
import { useLanguageAlternate } from '@/shared/lib/page-head';
import { Button } from '@/shared/ui/button';

/**
 * Switches between English and Chinese; the button names the other language in that language. On a page that
 * exists in the other language at another address (an article's translation), the switch goes there too.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const next = useLanguage() === 'en' ? 'zh' : 'en';
  const alternate = useLanguageAlternate(next);

  return (
    <Button
      variant="ghost"
      title={t('language.switchTitle')}
      onClick={() => {
        alternate?.go();
        void changeLanguage(next);
      }}
    >
      <span lang={htmlLangs[next]}>{t('language.switchText')}</span>
    </Button>
  );
}
