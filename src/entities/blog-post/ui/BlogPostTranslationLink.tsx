import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { TextLink } from '@/shared/ui';

const BlogPostTranslationLink_BlogPostFragment = graphql(`
  fragment BlogPostTranslationLink_BlogPost on blog_posts {
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

export interface BlogPostTranslationLinkProps {
  post: FragmentType<typeof BlogPostTranslationLink_BlogPostFragment>;
}

/** A link to the post in the other language, when there is a published translation. */
export function BlogPostTranslationLink(props: BlogPostTranslationLinkProps) {
  const { t } = useTranslation('content');
  const post = useFragment(BlogPostTranslationLink_BlogPostFragment, props.post);
  const other = post.translation_of ?? post.translations[0];
  if (!other) return null;
  const language = other.language === 'zh' ? 'zh' : 'en';
  return (
    <TextLink to={`/blog/${other.id}`} hrefLang={language} data-testid="translation-link">
      {t(`translation.${language}`)}
    </TextLink>
  );
}
