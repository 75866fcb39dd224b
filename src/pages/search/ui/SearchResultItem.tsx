import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { CardExcerpt } from '@/shared/ui/card';
import { LanguageMark } from '@/shared/ui/language-mark';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { isSitePath } from '../model/groupResults';
import { Result, ResultMeta } from './SearchPage.styles';

interface SearchResultItemProps {
  item: {
    title: string;
    excerpt?: string | null;
    url: string;
    published_at?: string | null;
    language?: string | null;
  };
}

/** One hit: a site page opens in place, a news story opens its source in a new tab. */
export function SearchResultItem({ item }: SearchResultItemProps) {
  const { t } = useTranslation('content');
  const format = useLocaleFormat();
  const contentLang = item.language ? format.langOf(item.language) : undefined;
  return (
    <Result as="li">
      {isSitePath(item.url) ? (
        <Link to={item.url} lang={contentLang}>
          {item.title}
        </Link>
      ) : (
        <a href={item.url} target="_blank" rel="noopener noreferrer">
          <span lang={contentLang}>{item.title}</span>
          <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
        </a>
      )}
      {item.excerpt && (
        <CardExcerpt lang={contentLang} $lines={2}>
          {item.excerpt}
        </CardExcerpt>
      )}
      {(item.published_at || item.language) && (
        <ResultMeta>
          {item.language && <LanguageMark language={item.language} />}
          {item.published_at && <time {...format.localTime(item.published_at, 'short')} />}
        </ResultMeta>
      )}
    </Result>
  );
}
