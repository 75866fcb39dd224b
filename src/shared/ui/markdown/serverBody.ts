// Finding a body's server render again in the browser (MarkdownIsland), by the markdown it was rendered from.

/**
 * A short fingerprint of a body's markdown (FNV-1a and the length), the same on the server and in the browser: the
 * server's render of a body carries it (`data-source`), so the browser finds that render again when it hydrates.
 */
export function sourceKey(source: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < source.length; index += 1) {
    hash ^= source.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}-${source.length.toString(36)}`;
}

/** A body the server rendered, as it is in the page: its markup and whether it had raw HTML (`data-markdown`). */
export interface ServerBody {
  source: string;
  html: string;
  kind: string;
}

/** The server's render of the body with this markdown, when the page has one (the browser only). */
export function findServerBody(source: string): ServerBody | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.querySelector(`[data-markdown][data-source="${sourceKey(source)}"]`);
  if (!element) return undefined;
  return { source, html: element.innerHTML, kind: element.getAttribute('data-markdown') ?? '' };
}
