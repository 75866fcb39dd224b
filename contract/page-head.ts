// What a page tells the server about itself while it renders (src/shared/lib/page-head collects it; the server's
// renderer writes `<head>` and the status line from it).
import type { Language } from './languages.ts';

/** One alternate of a page in the other language (hreflang). */
export interface PageAlternate {
  language: Language;
  /** Root-relative path of the alternate (its own URL, or the page's with `?lang=`). */
  path: string;
}

/**
 * What a page tells the server about itself while it renders: the head tags of its URL and its status.
 * The server reads it after the render to write `<head>` and the status line; in the browser nothing
 * collects it (title and description follow the page through effects).
 */
export interface PageHead {
  title?: string;
  description?: string;
  /** The social card image: absolute, or root-relative to the site. */
  image?: string;
  /** Open Graph type: `article` for items, `website` for lists and the rest. */
  type?: 'website' | 'article';
  /** The language of the page's item, when it has one. */
  contentLanguage?: Language;
  /** The item's translation, for `hreflang` alternates beside the page's own language variants. */
  translation?: PageAlternate;
  /** Schema.org data of the item (NewsArticle, BlogPosting, Event, DiscussionForumPosting...). */
  jsonLd?: Record<string, unknown>;
  /** The canonical path when the page is reachable under another one, percent-encoded as on the wire. */
  canonicalPath?: string;
  /** Published and modified times of an item (ISO), for article:published_time. */
  publishedTime?: string;
  modifiedTime?: string;
  /** HTTP status: 404 for an unknown route or a missing item; 200 otherwise. */
  status?: number;
  /** The image readers see first (a featured cover): the head asks for it before anything else. */
  preloadImage?: string;
  /** Set by pages that show a member's or admin's own data: never cached by shared caches. */
  private?: boolean;
}
