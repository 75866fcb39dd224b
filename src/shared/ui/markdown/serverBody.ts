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

type Rendered = Omit<ServerBody, 'source'>;

const bodyOf = (element: Element): Rendered => ({ html: element.innerHTML, kind: element.getAttribute('data-markdown') ?? '' });

/**
 * The bodies of the server's page as it arrived, taken when this code first runs (before the page hydrates): React
 * may yet replace the part of the page around a body (a boundary it renders anew rather than hydrates), and the body
 * is then still drawn from its server markup.
 */
const served = new Map<string, Rendered>();
if (typeof document !== 'undefined') {
  for (const element of document.querySelectorAll('[data-markdown][data-source]')) {
    served.set(element.getAttribute('data-source')!, bodyOf(element));
  }
}

/** The server's render of the body with this markdown, when the page has (or had) one (the browser only). */
export function findServerBody(source: string): ServerBody | undefined {
  if (typeof document === 'undefined') return undefined;
  const key = sourceKey(source);
  const kept = served.get(key);
  if (kept) return { source, ...kept };
  const element = document.querySelector(`[data-markdown][data-source="${key}"]`);
  return element ? { source, ...bodyOf(element) } : undefined;
}
