import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useSiteOrigin } from '@/shared/lib/render-env';
import { rehypeAccessibleGfm } from './accessibleGfm';
import { CodeBlock } from './CodeBlock';
import { remarkHtmlAsText } from './htmlAsText';
import { MarkdownBody } from './Markdown.styles';

export interface MarkdownProps {
  /** Markdown source (GitHub flavoured); raw HTML in it is shown as text, never rendered. */
  children: string;
}

function isExternal(href: string | undefined, origin: string): boolean {
  return !!href && /^https?:\/\//i.test(href) && !href.startsWith(origin);
}

type LinkProps = Pick<ComponentProps<'a'>, 'href' | 'title' | 'children'>;
type ImageProps = Pick<ComponentProps<'img'>, 'src' | 'alt' | 'title'>;

// Only the attributes markdown can produce are passed on (react-markdown also passes its AST node).
function Link({ href, title, children }: LinkProps) {
  const origin = useSiteOrigin();
  return isExternal(href, origin) ? (
    <a href={href} title={title} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={href} title={title}>
      {children}
    </a>
  );
}

function Image({ src, alt, title }: ImageProps) {
  return <img src={src} alt={alt ?? ''} title={title} loading="lazy" decoding="async" />;
}

// A wide table or code block scrolls inside itself, so the page never pans sideways; focusable, so a keyboard can
// scroll it too.
function Table({ children }: Pick<ComponentProps<'table'>, 'children'>) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table>{children}</table>
    </div>
  );
}

// The hast nodes a fenced block is made of: <pre><code class="language-x">text</code></pre>.
interface HastNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: { className?: unknown };
  children?: HastNode[];
}

const textOf = (node: HastNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

function Code({ node }: ExtraProps) {
  const code = (node?.children as HastNode[] | undefined)?.find((child) => child.tagName === 'code');
  const classes = code?.properties?.className;
  const language = Array.isArray(classes)
    ? classes.find((name): name is string => typeof name === 'string' && name.startsWith('language-'))?.slice('language-'.length)
    : undefined;
  // A fence's text ends with its last line's newline, which the block does not show.
  return <CodeBlock code={code ? textOf(code).replace(/\n$/, '') : ''} language={language?.toLowerCase()} />;
}

const components: Components = { a: Link, img: Image, table: Table, pre: Code };
const remarkPlugins = [remarkGfm, remarkHtmlAsText];
const rehypePlugins = [rehypeAccessibleGfm];

/** Renders markdown with GFM (tables, strikethrough, task lists, autolinks, footnotes). */
export default function Markdown({ children }: MarkdownProps) {
  return (
    // `data-markdown` tells the browser's entry that the server rendered a body (see preloadMarkdown).
    <MarkdownBody data-markdown="">
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
        {children}
      </ReactMarkdown>
    </MarkdownBody>
  );
}
