import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { isDeletedMember } from '@/shared/config';
import { useLanguage } from '@/shared/lib/i18n';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { initialOf } from '@/shared/lib/text-length';
import { CardExcerpt, CardMeta } from '@/shared/ui/card';
import { LanguageMark } from '@/shared/ui/language-mark';
import { memberPath, storyPath } from '../model/storyPath';
import { CardInlineLink } from './CardLinks.styles';
import { namedTags } from '../model/tag';
import { StoryTagLinks } from './StoryTagLinks';
import { Body, Card, Cover, DraftBadge, NoCover, TitleLink } from './BlogPostCard.styles';

const BlogPostCard_BlogPostFragment = graphql(`
  fragment BlogPostCard_BlogPost on blog_posts {
    id
    slug
    title
    excerpt
    image_url
    read_time
    language
    published
    tags
    tag_names
    published_at
    created_at
    author_id
    author {
      id
      display_name
      username
    }
  }
`);

/** Tags a card shows (the post's page shows them all). */
const maxCardTags = 3;

export interface BlogPostCardProps {
  post: FragmentType<typeof BlogPostCard_BlogPostFragment>;
  /** The category badge (rendered by the category entity). */
  category: ReactNode;
}

/** A member blog post teaser linking to /blog/:slug, marked when it is a draft. */
export function BlogPostCard({ category, ...props }: BlogPostCardProps) {
  const { t } = useTranslation('content');
  const format = useLocaleFormat();
  // The mark is left out, not empty, so the meta line has no separator for it.
  const language = useLanguage();
  const post = useFragment(BlogPostCard_BlogPostFragment, props.post);
  const contentLang = format.langOf(post.language);
  const date = post.published_at ?? post.created_at;
  return (
    <Card>
      {post.image_url ? (
        <Cover src={post.image_url} alt="" loading="lazy" width={1200} height={630} />
      ) : (
        <NoCover aria-hidden="true" lang={contentLang}>
          {initialOf(post.title)}
        </NoCover>
      )}
      <Body>
        {category}
        {/* Only its author sees a draft (the API's permissions): it never looks published. */}
        {!post.published && <DraftBadge>{t('draft')}</DraftBadge>}
        <TitleLink lang={contentLang} to={storyPath('blogPost', post.slug)}>
          {post.title}
        </TitleLink>
        <CardExcerpt lang={contentLang}>{post.excerpt}</CardExcerpt>
        <CardMeta>
          {post.language !== language && <LanguageMark language={post.language} />}
          {post.author && isDeletedMember(post.author.id) ? (
            <span>{t('deletedMember')}</span>
          ) : post.author ? (
            <CardInlineLink to={memberPath(post.author.username)}>{post.author.display_name || post.author.username}</CardInlineLink>
          ) : (
            <span>{t('unknownAuthor')}</span>
          )}
          <time {...format.localTime(date, 'short')} />
          <span>{t('minRead', { minutes: post.read_time || 5 })}</span>
        </CardMeta>
        <StoryTagLinks tags={namedTags(post.tags, post.tag_names).slice(0, maxCardTags)} label={t('tags')} />
      </Body>
    </Card>
  );
}
