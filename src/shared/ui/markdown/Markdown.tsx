import { use, useMemo, type ComponentProps } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useSiteOrigin } from '@/shared/lib/render-env';
import { rehypeAccessibleGfm } from './accessibleGfm';
import { CodeBlock } from './CodeBlock';
import { MarkdownBody } from './Markdown.styles';
import { sourceKey } from './serverBody';
import { loadedSafeHtml, loadSafeHtml, mayHoldHtml } from './loadSafeHtml';

export interface MarkdownProps {
  /** Markdown source (GitHub flavoured); raw HTML in it is rendered as far as it is safe (see safeHtml.ts). */
  children: string;
}

function isExternal(href: string | undefined, origin: string): boolean {
  return !!href && /^https?:\/\//i.test(href) && !href.startsWith(origin);
}

type LinkProps = ComponentProps<'a'> & ExtraProps;
type ImageProps = Pick<ComponentProps<'img'>, 'src' | 'alt' | 'title'>;

// What the sanitiser left on a link (its address, title, footnote ids and ARIA) is passed on; react-markdown's own
// AST node is not.
function Link({ href, children, ...props }: LinkProps) {
  const origin = useSiteOrigin();
  const attributes: ComponentProps<'a'> = { ...props };
  delete (attributes as ExtraProps).node;
  return isExternal(href, origin) ? (
    <a {...attributes} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a {...attributes} href={href}>
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
  // A <pre> typed as HTML may have no <code> inside: its own text is the code.
  const text = code ? textOf(code) : node ? textOf(node as HastNode) : '';
  return <CodeBlock code={text.replace(/\n$/, '')} language={language?.toLowerCase()} />;
}

const components: Components = { a: Link, img: Image, table: Table, pre: Code };
const remarkPlugins = [remarkGfm];
const rehypePlugins = [rehypeAccessibleGfm];
// With raw HTML, the sanitiser prefixes ids (footnotes' too), so markdown hands them over unprefixed; without,
// markdown prefixes them itself (its default).
const withHtmlOptions = { clobberPrefix: '' };

/** Renders markdown with GFM (tables, strikethrough, task lists, autolinks, footnotes). */
export default function Markdown({ children }: MarkdownProps) {
  const html = mayHoldHtml(children);
  // Raw HTML needs the parser and sanitiser: in hand when preloaded, else loaded while the body suspends.
  const safeHtml = html ? (loadedSafeHtml() ?? use(loadSafeHtml())) : undefined;
  const plugins = useMemo(() => (safeHtml ? [...safeHtml, rehypeAccessibleGfm] : rehypePlugins), [safeHtml]);
  return (
    // `data-markdown` marks a rendered body, "html" one with raw HTML; `data-source` names its markdown, so the browser
    // hydrating a server render keeps this body as it is (MarkdownIsland) rather than rendering it again.
    <MarkdownBody data-markdown={html ? 'html' : ''} data-source={sourceKey(children)}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={plugins}
        remarkRehypeOptions={html ? withHtmlOptions : undefined}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </MarkdownBody>
  );
}
