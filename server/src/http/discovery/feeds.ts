// RSS 2.0 and Atom 1.0 documents of the site's newest items, with titles in the feed's language.
import { canonicalQuery, type FeedQuery, type FeedType } from './feed-query.ts';
import type { FeedCategory, FeedItem, Language } from './read-content.ts';
import { itemUrl, PUBLICATION_NAME } from './sitemaps.ts';
import { isoDate, renderXml, rfc822Date, type XmlNode } from './xml.ts';

const ATOM_NS = 'http://www.w3.org/2005/Atom';
const DC_NS = 'http://purl.org/dc/elements/1.1/';

/** Items in one feed: enough for a reader that polls every few minutes, small enough to send often. */
export const FEED_ITEM_LIMIT = 50;

const TEXTS: Record<Language, { description: string; types: Record<FeedType, string>; kinds: Record<FeedItem['kind'], string> }> = {
  en: {
    description: 'Technology, blockchain and Web3 news, articles and blog posts from ChainPulse.',
    types: { news: 'News', articles: 'Articles', blog: 'Blog' },
    kinds: { news: 'News', article: 'Article', blog: 'Blog' },
  },
  zh: {
    description: '链脉（ChainPulse）的科技、区块链与 Web3 快讯、文章和博客。',
    types: { news: '快讯', articles: '文章', blog: '博客' },
    kinds: { news: '快讯', article: '文章', blog: '博客' },
  },
};

export interface FeedDocument {
  origin: string;
  query: FeedQuery;
  /** The category of `query.category`, found in the database. */
  category: FeedCategory | undefined;
  items: readonly FeedItem[];
}

function textsOf(query: FeedQuery) {
  return TEXTS[query.lang ?? 'en'];
}

function categoryName(category: { name: string; nameZh: string | null }, lang: Language): string {
  return lang === 'zh' && category.nameZh ? category.nameZh : category.name;
}

function channelTitle({ query, category }: FeedDocument): string {
  const texts = textsOf(query);
  const parts = [PUBLICATION_NAME];
  if (query.type) parts.push(texts.types[query.type]);
  if (category) parts.push(categoryName(category, query.lang ?? 'en'));
  return parts.join(' · ');
}

// The page a reader opens from the feed: the list it mirrors, in its language.
function channelLink({ origin, query }: FeedDocument): string {
  const path = query.type === 'news' ? '/news' : query.type === 'blog' ? '/blog' : '/';
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.lang) params.set('lang', query.lang);
  const text = params.toString();
  return `${origin}${path}${text ? `?${text}` : ''}`;
}

function linkOf(origin: string, item: FeedItem): string {
  // A news flash links to its own page here (shareable, with the votes and the share card), which links the source.
  if (item.kind === 'news') return `${origin}/news/${item.id}`;
  return itemUrl(origin, item.kind, item.slug ?? item.id);
}

/** A stable id that survives a slug change (RSS guid, Atom id). */
function idOf(item: FeedItem): string {
  return `urn:uuid:${item.id}`;
}

function nonEmpty(text: string | null | undefined): string | undefined {
  return text?.trim() ? text : undefined;
}

// Newest change first; an empty feed says it has not changed since the epoch rather than "now", so its ETag holds.
function lastChange(items: readonly FeedItem[]): Date {
  return new Date(Math.max(0, ...items.map((item) => item.updatedAt.getTime())));
}

/** /rss.xml: RSS 2.0 with atom:link rel=self and dc:creator for authors (RSS's own <author> must be an e-mail). */
export function rssFeed(document: FeedDocument): string {
  const { origin, query, items } = document;
  const texts = textsOf(query);
  const lang = query.lang ?? 'en';
  const rssItems = items.map((item) => ({
    title: item.title,
    link: linkOf(origin, item),
    guid: { '@_isPermaLink': 'false', '#text': idOf(item) },
    pubDate: rfc822Date(item.publishedAt),
    description: nonEmpty(item.excerpt),
    'dc:creator': nonEmpty(item.author),
    category: [texts.kinds[item.kind], ...(item.category ? [categoryName(item.category, lang)] : []), ...item.tags],
    source: item.source ? { '@_url': item.source.url, '#text': item.source.name } : undefined,
  }));
  return renderXml({
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': ATOM_NS,
      '@_xmlns:dc': DC_NS,
      channel: {
        title: channelTitle(document),
        link: channelLink(document),
        description: texts.description,
        language: query.lang,
        lastBuildDate: items.length ? rfc822Date(lastChange(items)) : undefined,
        'atom:link': { '@_href': `${origin}/rss.xml${canonicalQuery(query)}`, '@_rel': 'self', '@_type': 'application/rss+xml' },
        item: rssItems,
      },
    },
  });
}

/** /atom.xml: Atom 1.0 (RFC 4287); the feed's author stands in for entries without one. */
export function atomFeed(document: FeedDocument): string {
  const { origin, query, items } = document;
  const texts = textsOf(query);
  const lang = query.lang ?? 'en';
  const self = `${origin}/atom.xml${canonicalQuery(query)}`;
  const entries: XmlNode[] = items.map((item) => {
    const author = nonEmpty(item.author);
    const excerpt = nonEmpty(item.excerpt);
    return {
      '@_xml:lang': item.language,
      id: idOf(item),
      title: { '@_type': 'text', '#text': item.title },
      link: { '@_rel': 'alternate', '@_type': 'text/html', '@_href': linkOf(origin, item) },
      published: isoDate(item.publishedAt),
      updated: isoDate(item.updatedAt),
      author: author ? { name: author } : undefined,
      summary: excerpt ? { '@_type': 'text', '#text': excerpt } : undefined,
      category: [
        { '@_term': item.kind, '@_label': texts.kinds[item.kind] },
        ...(item.category ? [{ '@_term': item.category.slug, '@_label': categoryName(item.category, lang) }] : []),
        ...item.tags.map((tag) => ({ '@_term': tag })),
      ],
    };
  });
  return renderXml({
    feed: {
      '@_xmlns': ATOM_NS,
      '@_xml:lang': lang,
      id: self,
      title: channelTitle(document),
      subtitle: texts.description,
      updated: isoDate(lastChange(items)),
      link: [
        { '@_rel': 'self', '@_type': 'application/atom+xml', '@_href': self },
        { '@_rel': 'alternate', '@_type': 'text/html', '@_href': channelLink(document) },
      ],
      author: { name: PUBLICATION_NAME },
      entry: entries,
    },
  });
}
