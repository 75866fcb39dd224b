import { useTranslation } from 'react-i18next';
import { storyJsonLd, useLanguageAlternates, usePageMeta } from '@/shared/lib/page-head';
import { useSiteOrigin } from '@/shared/lib/render-env';
import { useStoryTranslation, type OptionalStory, type StoryTranslationLinkProps } from './storyTranslation';
import { storyPath } from './storyPath';

export interface StoryMetaFields {
  slug: string;
  title: string;
  excerpt?: string | null;
  imageUrl?: string | null;
  publishedAt?: string | null;
  updatedAt?: string | null;
  author?: string | null;
  language?: string | null;
  tags?: readonly string[] | null;
  section?: string | null;
}

const absolute = (origin: string, url: string | null | undefined) => (url ? new URL(url, origin).href : undefined);

/**
 * Tells the server how to describe a story's page to search engines and chat apps: its social card, its
 * language and translation, and schema.org data (NewsArticle for articles, BlogPosting for posts). The same two
 * addresses (the story's, its translation's) are the page's alternates for the language switch, so switching the
 * language goes where the hreflang alternate points.
 */
export function useStoryPageMeta(link: OptionalStory<StoryTranslationLinkProps>, story: StoryMetaFields | undefined): void {
  const { t } = useTranslation();
  const origin = useSiteOrigin();
  const translation = useStoryTranslation(link);
  const url = story ? `${origin}${storyPath(link.kind, story.slug)}` : '';
  const language = story?.language === 'zh' ? 'zh' : 'en';
  useLanguageAlternates(
    story && translation ? { [language]: storyPath(link.kind, story.slug), [translation.language]: translation.path } : undefined,
  );
  usePageMeta(
    story
      ? {
          type: 'article',
          image: absolute(origin, story.imageUrl),
          preloadImage: story.imageUrl ?? undefined,
          contentLanguage: language,
          translation,
          publishedTime: story.publishedAt ?? undefined,
          modifiedTime: story.updatedAt ?? undefined,
          // Only the server writes it: in the browser the builder is left out of the bundle.
          jsonLd: import.meta.env.SSR
            ? storyJsonLd({
                type: link.kind === 'article' ? 'NewsArticle' : 'BlogPosting',
                url,
                headline: story.title,
                description: story.excerpt,
                image: absolute(origin, story.imageUrl),
                datePublished: story.publishedAt,
                dateModified: story.updatedAt,
                author: { name: story.author },
                language,
                keywords: story.tags,
                section: story.section,
                publisher: t('brand.name'),
              })
            : undefined,
        }
      : {},
  );
}
