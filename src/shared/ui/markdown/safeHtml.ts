import type { Element, Root, RootContent } from 'hast';
import type { Options } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as Schema } from 'rehype-sanitize';

/** Where ids (footnotes', and any a writer types) live: under one prefix, so no id can shadow the page's own. */
export const ID_PREFIX = 'user-content-';

/**
 * What raw HTML in markdown may be: GitHub's rules (hast-util-sanitize's default schema: no script, style or
 * iframe, no event handlers or style attributes, only http(s)/mailto links and http(s) images, ids prefixed) plus
 * a few inline elements GitHub also renders (mark, abbr, u, small, cite, dfn). Elements outside the list leave
 * their text; script, style and textarea leave nothing.
 */
export const safeHtmlSchema: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'mark', 'abbr', 'u', 'small', 'cite', 'dfn'],
  attributes: { ...defaultSchema.attributes, abbr: ['title'], dfn: ['title'] },
  strip: ['script', 'style', 'textarea', 'noscript', 'template'],
  clobberPrefix: ID_PREFIX,
};

function prefixFragments(node: Root | RootContent): void {
  if (node.type === 'element') {
    const href = (node as Element).properties.href;
    if (typeof href === 'string' && href.startsWith('#') && href.length > 1 && !href.startsWith(`#${ID_PREFIX}`)) {
      node.properties.href = `#${ID_PREFIX}${href.slice(1)}`;
    }
  }
  if ('children' in node) for (const child of node.children) prefixFragments(child);
}

/** A rehype plugin: in-page links (`#fn-1`) point at the prefixed ids the sanitiser gave their targets. */
function rehypePrefixFragments() {
  return (tree: Root) => prefixFragments(tree);
}

/**
 * The rehype plugins that render raw HTML in markdown safely: parsed (rehype-raw, parse5: the same in the server's
 * render and the browser, so hydration matches), then reduced to safeHtmlSchema (rehype-sanitize). Markdown's own
 * ids must come unprefixed (remark-rehype's clobberPrefix ''), since the sanitiser adds the prefix.
 */
export const safeHtmlPlugins: NonNullable<Options['rehypePlugins']> = [rehypeRaw, [rehypeSanitize, safeHtmlSchema], rehypePrefixFragments];
