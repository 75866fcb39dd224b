import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { TextLink } from '@/shared/ui';

const ArticleTranslationLink_ArticleFragment = graphql(`
  fragment ArticleTranslationLink_Article on articles {
    translation_of {
      id
      language
    }
    translations(limit: 1) {
      id
      language
    }
  }
`);

export interface ArticleTranslationLinkProps {
  article: FragmentType<typeof ArticleTranslationLink_ArticleFragment>;
}

/** A link to the article in the other language, when there is a published translation. */
export function ArticleTranslationLink(props: ArticleTranslationLinkProps) {
  const { t } = useTranslation('content');
  const article = useFragment(ArticleTranslationLink_ArticleFragment, props.article);
  const other = article.translation_of ?? article.translations[0];
  if (!other) return null;
  const language = other.language === 'zh' ? 'zh' : 'en';
  return (
    <TextLink to={`/article/${other.id}`} hrefLang={language} data-testid="translation-link">
      {t(`translation.${language}`)}
    </TextLink>
  );
}
