// Feed text to plain text: descriptions and titles often carry HTML (escaped or in CDATA) and HTML entities.
import { decodeHTML } from 'entities';

/**
 * Decodes HTML character references as a browser does in text: every named entity of HTML (`&eacute;`,
 * `&szlig;`, `&rarr;`…, the legacy ones also without `;`), decimal and hex; unknown ones stay as written.
 */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

/** HTML to its visible text on one line: scripts, styles and comments dropped, tags as spaces, entities decoded. */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ');
  return collapseSpace(decodeEntities(withoutTags));
}

/** Runs of white space (Unicode's too) as one space, trimmed. */
export const collapseSpace = (text: string): string => text.replace(/\s+/gu, ' ').trim();

/** At most `max` characters, cut at a word boundary when one is near, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max - 1).join('');
  if (/\s/u.test(characters[max - 1] ?? '')) return `${cut.trimEnd()}…`;
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
