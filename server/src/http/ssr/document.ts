import { createHash } from 'node:crypto';
import { escapeHtml, htmlLang, scriptJson, type Language } from './head.ts';

/** The built index.html, cut where a server render fills in its parts. */
export interface PageTemplate {
  /** CSP hashes ('sha256-...') of the page's inline scripts (the pre-paint theme script), which carry no nonce. */
  scriptHashes: string[];
  fill(parts: { language: Language; theme: 'dark' | 'light'; head: string; styles: string; html: string; state: unknown }): string;
}

const HTML_TAG = /<html[^>]*>/i;
const TITLE = /<title>[^<]*<\/title>/i;
const ROOT = '<div id="root"></div>';
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/gi;

export function parseTemplate(index: string): PageTemplate {
  if (!HTML_TAG.test(index) || !TITLE.test(index) || !index.includes(ROOT) || !index.includes('</head>')) {
    throw new Error('dist/index.html lacks <html>, <title>, </head> or the empty #root the server render fills in');
  }
  const scriptHashes = [...index.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}`,
  );
  const [beforeTitle, afterTitle] = splitOnce(index.replace(HTML_TAG, '\u0000'), TITLE);
  const [head, body] = splitOnce(afterTitle, '</head>');
  const [beforeRoot, afterRoot] = splitOnce(body, ROOT);
  return {
    scriptHashes,
    fill({ language, theme, head: headTags, styles, html, state }) {
      const htmlTag = `<html lang="${htmlLang(language)}" data-theme="${escapeHtml(theme)}">`;
      return [
        beforeTitle.replace('\u0000', htmlTag),
        headTags,
        head,
        styles,
        '</head>',
        beforeRoot,
        `<div id="root">${html}</div>`,
        `<script id="hydration-state" type="application/json">${scriptJson(state)}</script>`,
        afterRoot,
      ].join('');
    },
  };
}

function splitOnce(text: string, separator: string | RegExp): [string, string] {
  const match = typeof separator === 'string' ? { index: text.indexOf(separator), length: separator.length } : matchOf(text, separator);
  if (match.index < 0) throw new Error(`template separator ${String(separator)} not found`);
  return [text.slice(0, match.index), text.slice(match.index + match.length)];
}

function matchOf(text: string, pattern: RegExp): { index: number; length: number } {
  const match = pattern.exec(text);
  return match ? { index: match.index, length: match[0].length } : { index: -1, length: 0 };
}
