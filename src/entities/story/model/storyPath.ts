import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The two kinds of story, each with its own address: articles (by admins) and blog posts (by members). */
export type StoryKind = 'article' | 'blogPost';

const ROUTE: Record<StoryKind, string> = { article: '/article', blogPost: '/blog' };

/** The address of a story: `/article/<slug>` or `/blog/<slug>` (the database keeps slugs unique per table). */
export function storyPath(kind: StoryKind, slug: string): string {
  return `${ROUTE[kind]}/${encodeURIComponent(slug)}`;
}

/** The page of an editorial author (the byline of articles): `/author/<slug>`. */
export function authorPath(slug: string): string {
  return `/author/${encodeURIComponent(slug)}`;
}

/** The page of a member (the byline of blog posts and discussions): `/u/<username>`. */
export function memberPath(username: string): string {
  return `/u/${encodeURIComponent(username)}`;
}

/** The list of published blog posts with a tag: `/tag/<tag>`. */
export function tagPath(tag: string): string {
  return `/tag/${encodeURIComponent(tag)}`;
}

/**
 * Moves to the story's address once its slug is known, in place of the current entry (an old `/article/<uuid>`
 * or `/blog/<uuid>` address), keeping the query and the hash. Nothing happens while `slug` is undefined.
 */
export function useStoryRedirect(kind: StoryKind, slug: string | undefined): void {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  useEffect(() => {
    if (slug) void navigate({ pathname: storyPath(kind, slug), search, hash }, { replace: true });
  }, [kind, slug, search, hash, navigate]);
}
