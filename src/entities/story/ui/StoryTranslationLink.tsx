import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { TextLink } from '@/shared/ui/text-link';

const StoryTranslationLink_ArticleFragment = graphql(`
  fragment StoryTranslationLink_Article on articles {
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

const StoryTranslationLink_BlogPostFragment = graphql(`
  fragment StoryTranslationLink_BlogPost on blog_posts {
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

export type StoryTranslationLinkProps =
  | { kind: 'article'; story: FragmentType<typeof StoryTranslationLink_ArticleFragment> }
  | { kind: 'blogPost'; story: FragmentType<typeof StoryTranslationLink_BlogPostFragment> };

const ROUTE = { article: '/article', blogPost: '/blog' } as const;

/** A link to the article or blog post in the other language, when there is a published translation. */
export function StoryTranslationLink(props: StoryTranslationLinkProps) {
  const { t } = useTranslation('content');
  const article = useFragment(StoryTranslationLink_ArticleFragment, props.kind === 'article' ? props.story : null);
  const post = useFragment(StoryTranslationLink_BlogPostFragment, props.kind === 'blogPost' ? props.story : null);
  const story = article ?? post;
  const other = story?.translation_of ?? story?.translations[0];
  if (!other) return null;
  const language = other.language === 'zh' ? 'zh' : 'en';
  return (
    <TextLink to={`${ROUTE[props.kind]}/${other.id}`} hrefLang={language} data-testid="translation-link">
      {t(`translation.${language}`)}
    </TextLink>
  );
}
