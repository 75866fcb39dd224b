// RSS 2.0 (and RSS 1.0/RDF) and Atom 1.0 to a list of stories, with fast-xml-parser. CDATA and entities are
// decoded by the parser (with its limits on entity expansion); HTML in titles and descriptions becomes text;
// relative links are resolved (Atom: xml:base, else the feed URL; RSS: the channel's link, else the feed URL).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { COLUMN_LENGTHS } from '../../db/constraints.ts';
import { FeedError } from './download.ts';
import { collapseSpace, decodeEntities, htmlToText, truncate } from './text.ts';

export interface FeedItem {
  title: string;
  /** Absolute http(s) URL of the story. */
  link: string;
  excerpt: string | null;
  /** From the feed; null when missing or unreadable. */
  publishedAt: Date | null;
  author: string | null;
  imageUrl: string | null;
  /** The item's own categories (RSS category, dc:subject; Atom category term). */
  tags: string[];
}

const NEWS = COLUMN_LENGTHS.news_articles;
/** Items per feed and excerpt length are this module's choice; the others are news_articles' CHECKs. */
export const LIMITS = { items: 100, title: NEWS.title.max, excerpt: 500, author: NEWS.author_name.max, url: NEWS.source_url.max } as const;

type Node = unknown;
type Element = Record<string, unknown>;

const ARRAYS = new Set(['item', 'entry', 'link', 'category', 'dc:subject', 'media:content', 'media:thumbnail', 'enclosure']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  isArray: (name) => ARRAYS.has(name),
  // Kept as written: an Atom text construct of type xhtml is markup whose order the parsed tree would lose.
  stopNodes: ['feed.entry.content', 'feed.entry.summary'],
});

const isElement = (node: Node): node is Element => typeof node === 'object' && node !== null && !Array.isArray(node);

const list = (node: Node): Node[] => (node === undefined ? [] : Array.isArray(node) ? node : [node]);

/** The text content of a node: a string, an element's #text, or the text of its children (Atom xhtml content). */
function textOf(node: Node): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return node.length > 0 ? textOf(node[0]) : '';
  if (!isElement(node)) return '';
  return Object.entries(node)
    .filter(([key]) => !key.startsWith('@_'))
    .map(([, value]) => (Array.isArray(value) ? value.map(textOf).join(' ') : textOf(value)))
    .join(' ');
}

const attribute = (node: Node, name: string): string | undefined => {
  const value = isElement(node) ? node[`@_${name}`] : undefined;
  return typeof value === 'string' ? value.trim() : undefined;
};

/** An absolute http(s) URL short enough to store, or null. */
function resolveUrl(raw: string | undefined, base: string): string | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.length <= LIMITS.url ? url.href : null;
  } catch {
    return null;
  }
}

function parseDate(node: Node): Date | null {
  const text = collapseSpace(textOf(node));
  if (!text) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}

const plain = (node: Node): string => htmlToText(textOf(node));

/** XML text as written (a stop node) to its characters: CDATA sections verbatim, entities decoded elsewhere. */
const unescapeXml = (raw: string): string =>
  raw
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : decodeEntities(part)))
    .join('');

/** An Atom text construct (summary, content) kept raw: type text, html or xhtml. */
function atomText(node: Node): string {
  const raw = textOf(node);
  const type = attribute(node, 'type') ?? 'text';
  if (type === 'xhtml') return htmlToText(raw);
  const text = unescapeXml(raw);
  return type === 'html' ? htmlToText(text) : collapseSpace(text);
}

const optional = (text: string, max: number): string | null => (text ? truncate(text, max) : null);

const uniqueTags = (nodes: Node[]): string[] => [...new Set(nodes.map((node) => collapseSpace(textOf(node))).filter(Boolean))];

function item(
  fields: Omit<FeedItem, 'title' | 'excerpt' | 'author'> & { title: string; excerpt: string; author: string },
): FeedItem | null {
  if (!fields.title || !fields.link) return null;
  return {
    ...fields,
    title: truncate(fields.title, LIMITS.title),
    excerpt: optional(fields.excerpt, LIMITS.excerpt),
    author: optional(fields.author, LIMITS.author),
  };
}

function rssImage(entry: Element, base: string): string | null {
  const candidates = [
    ...list(entry.enclosure).filter((node) => attribute(node, 'type')?.startsWith('image/')),
    ...list(entry['media:content']).filter(
      (node) => attribute(node, 'medium') === 'image' || attribute(node, 'type')?.startsWith('image/'),
    ),
    ...list(entry['media:thumbnail']),
  ];
  for (const candidate of candidates) {
    const url = resolveUrl(attribute(candidate, 'url'), base);
    if (url) return url;
  }
  return null;
}

function rssLink(entry: Element, base: string): string | null {
  for (const link of list(entry.link)) {
    const url = typeof link === 'string' ? resolveUrl(link, base) : resolveUrl(attribute(link, 'href'), base);
    if (url) return url;
  }
  const guid = entry.guid;
  return attribute(guid, 'isPermaLink') === 'false'
    ? null
    : resolveUrl(/^https?:\/\//i.test(textOf(guid).trim()) ? textOf(guid) : undefined, base);
}

function rssItem(entry: Element, base: string): FeedItem | null {
  return item({
    title: plain(entry.title),
    link: rssLink(entry, base) ?? '',
    excerpt: plain(entry.description ?? entry['content:encoded']),
    publishedAt: parseDate(entry.pubDate ?? entry['dc:date']),
    author: plain(entry['dc:creator'] ?? entry.author),
    imageUrl: rssImage(entry, base),
    tags: uniqueTags([...list(entry.category), ...list(entry['dc:subject'])]),
  });
}

function atomBase(node: Node, base: string): string {
  return resolveUrl(attribute(node, 'xml:base'), base) ?? base;
}

function atomLink(entry: Element, base: string, rel: string): Element | undefined {
  const links = list(entry.link).filter(isElement);
  const matching = links.filter((link) => (attribute(link, 'rel') ?? 'alternate') === rel);
  return matching.find((link) => attribute(link, 'type') === 'text/html') ?? matching[0];
}

function atomItem(entry: Element, feedBase: string): FeedItem | null {
  const base = atomBase(entry, feedBase);
  const enclosure = list(entry.link)
    .filter(isElement)
    .find((link) => attribute(link, 'rel') === 'enclosure' && attribute(link, 'type')?.startsWith('image/'));
  return item({
    title: plain(entry.title),
    link: resolveUrl(attribute(atomLink(entry, base, 'alternate'), 'href'), base) ?? '',
    excerpt: atomText(entry.summary ?? entry.content),
    publishedAt: parseDate(entry.published ?? entry.updated),
    author: plain(isElement(entry.author) ? entry.author.name : undefined),
    imageUrl: resolveUrl(attribute(enclosure, 'href'), base) ?? rssImage(entry, base),
    tags: uniqueTags(list(entry.category).map((category) => attribute(category, 'term') ?? attribute(category, 'label') ?? '')),
  });
}

function parseXml(xml: string): Element {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new FeedError('not-a-feed', `the feed is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  try {
    return parser.parse(xml) as Element;
  } catch (error) {
    throw new FeedError('not-a-feed', `the feed cannot be read as XML: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const usable = (items: (FeedItem | null)[]): FeedItem[] => items.filter((entry): entry is FeedItem => entry !== null);

/** The stories of an RSS or Atom document fetched from feedUrl (at most LIMITS.items); throws FeedError otherwise. */
export function parseFeed(xml: string, feedUrl: string): FeedItem[] {
  const document = parseXml(xml);
  if (isElement(document.rss) && isElement(document.rss.channel)) {
    const { channel } = document.rss;
    const siteLink = list(channel.link).find((link): link is string => typeof link === 'string');
    const base = resolveUrl(siteLink, feedUrl) ?? feedUrl;
    return usable(
      list(channel.item)
        .slice(0, LIMITS.items)
        .filter(isElement)
        .map((entry) => rssItem(entry, base)),
    );
  }
  if (isElement(document.feed)) {
    const base = atomBase(document.feed, feedUrl);
    return usable(
      list(document.feed.entry)
        .slice(0, LIMITS.items)
        .filter(isElement)
        .map((entry) => atomItem(entry, base)),
    );
  }
  if (isElement(document['rdf:RDF'])) {
    return usable(
      list(document['rdf:RDF'].item)
        .slice(0, LIMITS.items)
        .filter(isElement)
        .map((entry) => rssItem(entry, feedUrl)),
    );
  }
  throw new FeedError('not-a-feed', 'the document is neither an RSS nor an Atom feed');
}
