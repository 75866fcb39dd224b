import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tagPath, type StoryTag } from '@/entities/story';
import { ShareLinkButtons } from '@/features/share-link';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { CoverImage } from '@/shared/ui/cover-image';
import { Page } from '@/shared/ui/page';
import { TextLink } from '@/shared/ui/text-link';
import { Markdown } from '@/shared/ui/markdown';
import { Header, Meta, Summary, SummaryTitle, Tags, Title } from './PostView.styles';

/** A link out of the post view, such as 'Back to Blog'. */
export interface PostViewBackLink {
  to: string;
  label: string;
}

export interface PostViewPost {
  title: string;
  /** The post's language as stored ('en' or 'zh'). */
  language: string;
  /** Markdown source of the body. */
  content: string;
  excerpt?: string | null;
  imageUrl?: string | null;
  author?: string | null;
  /** The author's page (/author/:slug, /u/:username), when there is one. */
  authorHref?: string;
  /** ISO date the post was published (or created). */
  date: string;
  readTime?: number | null;
}

export interface PostViewProps {
  post: PostViewPost;
  /** The category badge (rendered by the category entity). */
  category: ReactNode;
  /** Heading of the summary box shown when the post has an excerpt. */
  summaryTitle: string;
  /** More items at the end of the meta line: a view count, the translation link. */
  meta?: ReactNode;
  /** Tags listed under the meta line, with the list's accessible name. */
  tags?: { label: string; values: readonly StoryTag[] };
  back: PostViewBackLink;
  /** Layout: the cover image (and the back link) above the header, or under it (back link last). */
  coverFirst?: boolean;
  /** What follows the post, such as its comments. */
  after?: ReactNode;
  /** A notice above the post, such as the banner of a draft its author opened. */
  notice?: ReactNode;
  /** The post's public address (absolute): 'Copy link' (and 'Share…' where the browser can) under the body. */
  shareUrl?: string;
}

/** A whole article or blog post: header (category, author, date, read time), cover, summary, body. */
export function PostView({ post, category, summaryTitle, meta, tags, back, coverFirst = false, after, notice, shareUrl }: PostViewProps) {
  const { t } = useTranslation('content');
  const format = useLocaleFormat();
  const summaryId = useId();
  const contentLang = format.langOf(post.language);
  const backLink = <TextLink to={back.to}>{back.label}</TextLink>;
  const cover = post.imageUrl && <CoverImage src={post.imageUrl} alt="" width={1200} height={630} fetchPriority="high" />;
  return (
    <Page width="reading" spacing="tight">
      {coverFirst && backLink}
      {notice}
      <article>
        {coverFirst && cover}
        <Header>
          {category}
          <Title lang={contentLang}>{post.title}</Title>
          <Meta>
            {post.author && post.authorHref ? (
              <TextLink to={post.authorHref}>{post.author}</TextLink>
            ) : (
              <span>{post.author || t('unknownAuthor')}</span>
            )}
            {format.longDate(post.date) ? (
              <time {...format.localTime(post.date, 'long')} />
            ) : (
              <time dateTime={post.date}>{t('unknownDate')}</time>
            )}
            <span>{t('minRead', { minutes: post.readTime || 5 })}</span>
            {meta}
          </Meta>
          {tags && tags.values.length > 0 && (
            <Tags aria-label={tags.label}>
              {tags.values.map((tag) => (
                <li key={tag.key}>
                  <TextLink to={tagPath(tag.key)}>#{tag.name}</TextLink>
                </li>
              ))}
            </Tags>
          )}
        </Header>
        {!coverFirst && cover}
        {post.excerpt && (
          <Summary aria-labelledby={summaryId}>
            <SummaryTitle id={summaryId}>{summaryTitle}</SummaryTitle>
            <p lang={contentLang}>{post.excerpt}</p>
          </Summary>
        )}
        <div lang={contentLang}>
          <Markdown>{post.content}</Markdown>
        </div>
        {shareUrl && <ShareLinkButtons title={post.title} text={post.excerpt ?? undefined} url={shareUrl} />}
      </article>
      {after}
      {!coverFirst && backLink}
    </Page>
  );
}
