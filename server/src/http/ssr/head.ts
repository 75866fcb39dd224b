// The <head> of a server-rendered page from what the page said about itself (src/shared/lib/page-head): title,
// description, canonical URL, language alternates, Open Graph and Twitter cards, schema.org JSON-LD and the feeds.
import { htmlLangs, LANGUAGE_TAGS, type Language } from '#contract/languages.ts';
import type { PageHead } from '#contract/page-head.ts';
import { siteName } from '../../config/locales.ts';

/** The social card of pages without an image of their own (public/og-image.png, 1200 x 630). */
export const DEFAULT_IMAGE = '/og-image.png';

export function htmlLang(language: Language): string {
  return htmlLangs[language];
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON for a <script> element: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's path with its query, `lang` set (or removed), other parameters kept in a stable order. */
export function withLanguage(path: string, search: URLSearchParams, language: Language | undefined): string {
  const params = new URLSearchParams([...search].filter(([key]) => key !== 'lang').sort(([a], [b]) => a.localeCompare(b)));
  if (language) params.set('lang', language);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A decoded path as it goes on the wire: each segment percent-encoded ('/author/张明远' becomes
 * '/author/%E5%BC%A0%E6%98%8E%E8%BF%9C'), as browsers show it and as the sitemaps list it.
 */
export function encodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export interface HeadInput {
  head: PageHead;
  origin: string;
  /** The path as rendered, decoded (the canonical and alternate links encode it). */
  pathname: string;
  search: URLSearchParams;
  /** The language the page was rendered in. */
  language: Language;
  /** The language the address itself names (`?lang=`), if any. */
  addressLanguage?: Language | undefined;
  /** The site's default description in that language (when the page has none). */
  fallbackDescription: string;
}

/** The head elements of a page, as HTML. */
export function headTags({ head, origin, pathname, search, language, addressLanguage, fallbackDescription }: HeadInput): string {
  const brand = escapeHtml(siteName(language));
  const title = head.title ?? siteName(language);
  const description = head.description ?? fallbackDescription;
  const path = head.canonicalPath ?? encodePath(pathname);
  // The page's own address: with ?lang= the language variant, without it the address that adapts to the reader
  // (also the x-default alternate), so no page names another language's URL as its canonical one.
  const canonical = absolute(origin, withLanguage(path, search, addressLanguage));
  const image = absolute(origin, head.image ?? DEFAULT_IMAGE);
  const other: Language = language === 'en' ? 'zh' : 'en';
  // An item links its translation; other pages their two language variants.
  const alternates: [string, string][] = head.translation
    ? [
        [htmlLangs[head.contentLanguage ?? language], absolute(origin, withLanguage(path, search, head.contentLanguage ?? language))],
        [
          htmlLangs[head.translation.language],
          absolute(origin, withLanguage(head.translation.path, new URLSearchParams(), head.translation.language)),
        ],
      ]
    : [
        [htmlLangs.en, absolute(origin, withLanguage(path, search, 'en'))],
        [htmlLangs.zh, absolute(origin, withLanguage(path, search, 'zh'))],
      ];
  alternates.push(['x-default', absolute(origin, withLanguage(path, search, undefined))]);
  const feedQuery = `?lang=${language}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...(head.preloadImage ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(head.preloadImage)}" />`] : []),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternates.map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`),
    `<link rel="alternate" type="application/rss+xml" title="${brand} (RSS)" href="/rss.xml${feedQuery}" />`,
    `<link rel="alternate" type="application/atom+xml" title="${brand} (Atom)" href="/atom.xml${feedQuery}" />`,
    `<meta property="og:site_name" content="${brand}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:locale" content="${LANGUAGE_TAGS[language].og}" />`,
    `<meta property="og:locale:alternate" content="${LANGUAGE_TAGS[other].og}" />`,
    ...(head.publishedTime ? [`<meta property="article:published_time" content="${escapeHtml(head.publishedTime)}" />`] : []),
    ...(head.modifiedTime ? [`<meta property="article:modified_time" content="${escapeHtml(head.modifiedTime)}" />`] : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...head.jsonLd })}</script>`]
      : []),
  ];
  // Marked (all but the title and description, which the browser keeps current), so the browser drops them when
  // the reader moves to another page: they describe this URL only.
  return tags.map((tag, index) => (index < 2 ? tag : tag.replace(/^<(\w+)/, '<$1 data-page-head'))).join('\n    ');
}
