import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { changeLanguage, htmlLangs, useLanguage, type Language } from '@/shared/lib/i18n';
import { useLanguageAlternate } from '@/shared/lib/page-head';
import { useHydrated } from '@/shared/lib/render-env';
import { Button, LinkButton } from '@/shared/ui/button';

/** Before the page is live (or without script): a link to this page with `?lang=`, which the server honours. */
function LanguageLink({ next }: { next: Language }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set('lang', next);
  return (
    <LinkButton variant="ghost" title={t('language.switchTitle')} href={`${pathname}?${params.toString()}`} hrefLang={htmlLangs[next]}>
      <span lang={htmlLangs[next]}>{t('language.switchText')}</span>
    </LinkButton>
  );
}

/**
 * Switches between English and Chinese; the button names the other language in that language. On a page that
 * exists in the other language at another address (an article's translation), the switch goes there too.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const next = useLanguage() === 'en' ? 'zh' : 'en';
  const alternate = useLanguageAlternate(next);
  const hydrated = useHydrated();

  if (!hydrated) return <LanguageLink next={next} />;
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
