import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownBody } from './Markdown.styles';
import { sourceKey, type ServerBody } from './serverBody';

/** How long a copy button says "Copied" after copying (as CodeBlock). */
const COPIED_MS = 2000;

/** The language of a code block, from its `language-x` class (as CodeBlock writes it). */
const languageOf = (code: Element): string | undefined =>
  [...code.classList].find((name) => name.startsWith('language-'))?.slice('language-'.length);

/**
 * A body the server rendered, kept as it is: hydration reuses its markup (the same markup set again changes nothing),
 * so the browser neither downloads the markdown code nor renders the body again. What the body's code blocks do in
 * CodeBlock is added to the markup here: highlighting (highlight.js, loaded only for a block with a language) and the
 * copy buttons.
 */
export function MarkdownIsland({ body }: { body: ServerBody }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const labels = useRef({ copy: t('code.copy'), copied: t('code.copied') });

  useEffect(() => {
    labels.current = { copy: t('code.copy'), copied: t('code.copied') };
    for (const button of ref.current?.querySelectorAll('.code-copy') ?? []) {
      if (button.getAttribute('data-copied') === null) button.textContent = labels.current.copy;
    }
  }, [t]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let current = true;
    const blocks = [...element.querySelectorAll('.code-block pre > code')].filter(
      (code) => languageOf(code) && !code.classList.contains('hljs'),
    );
    if (blocks.length > 0) {
      void import('./highlight').then(({ highlightCode }) => {
        if (!current) return;
        for (const code of blocks) {
          const language = languageOf(code)!;
          const html = highlightCode(code.textContent ?? '', language);
          if (html === null) continue;
          // highlight.js escapes the code and adds only its token spans.
          code.className = `hljs language-${language}`;
          code.innerHTML = html;
        }
      });
    }
    const timers = new Set<number>();
    const copy = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('.code-copy') : null;
      const code = button?.closest('.code-block')?.querySelector('pre')?.textContent;
      if (!button || code == null) return;
      Promise.resolve()
        .then(() => navigator.clipboard.writeText(code))
        .then(
          () => {
            button.setAttribute('data-copied', '');
            button.textContent = labels.current.copied;
            const timer = window.setTimeout(() => {
              timers.delete(timer);
              button.removeAttribute('data-copied');
              button.textContent = labels.current.copy;
            }, COPIED_MS);
            timers.add(timer);
          },
          // No clipboard (an insecure page, a denied permission): the code stays selectable by hand.
          () => undefined,
        );
    };
    element.addEventListener('click', copy);
    return () => {
      current = false;
      element.removeEventListener('click', copy);
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  return (
    <MarkdownBody
      ref={ref}
      data-markdown={body.kind}
      data-source={sourceKey(body.source)}
      dangerouslySetInnerHTML={{ __html: body.html }}
    />
  );
}
