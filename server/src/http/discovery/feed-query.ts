import { ServiceError } from '../service-error.ts';
import type { FeedItem, Language } from './read-content.ts';

export type FeedType = 'news' | 'articles' | 'blog';

/** The variant of /rss.xml or /atom.xml a query asks for; absent fields mean "all". */
export interface FeedQuery {
  lang: Language | undefined;
  type: FeedType | undefined;
  category: string | undefined;
}

const LANGS: readonly Language[] = ['en', 'zh'];
const TYPES: readonly FeedType[] = ['news', 'articles', 'blog'];
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const FEED_KINDS: Record<FeedType, FeedItem['kind'][]> = { news: ['news'], articles: ['article'], blog: ['blog'] };

function invalid(message: string): ServiceError {
  return new ServiceError('invalid-request', message, 400);
}

// A parameter given twice is refused rather than guessed at; unknown parameters (utm_source...) are ignored.
function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Give ${name} once.`);
  return value;
}

/** Reads `lang`, `type` and `category`; throws a 400 ServiceError naming the bad parameter. */
export function parseFeedQuery(raw: unknown): FeedQuery {
  const query = (raw ?? {}) as Record<string, unknown>;
  const lang = single(query, 'lang');
  const type = single(query, 'type');
  const category = single(query, 'category');
  if (lang !== undefined && !LANGS.includes(lang as Language)) throw invalid('lang must be en or zh.');
  if (type !== undefined && !TYPES.includes(type as FeedType)) throw invalid('type must be news, articles or blog.');
  if (category !== undefined && (category.length > 100 || !SLUG.test(category)))
    throw invalid('category must be a category slug such as blockchain.');
  if (category !== undefined && type === 'news') throw invalid('category applies to articles and blog posts, not to type=news.');
  return { lang: lang as Language | undefined, type: type as FeedType | undefined, category };
}

/** The query in one fixed order, for the feed's own URL (rel=self, Atom id) and its page link. */
export function canonicalQuery(query: FeedQuery): string {
  const params = new URLSearchParams();
  if (query.lang) params.set('lang', query.lang);
  if (query.category) params.set('category', query.category);
  if (query.type) params.set('type', query.type);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The item kinds a feed variant lists: news flashes have no article category, so a category feed leaves them out. */
export function feedKinds(query: FeedQuery): FeedItem['kind'][] {
  if (query.type) return FEED_KINDS[query.type];
  return query.category ? ['article', 'blog'] : ['article', 'blog', 'news'];
}
