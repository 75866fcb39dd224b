import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CodeBlockProps {
  code: string;
  language?: string;
}

/** How long the button says "Copied" after copying. */
const COPIED_MS = 2000;

/**
 * A fenced code block with a button that copies the code. A block with a language is highlighted once highlight.js
 * is in: it is downloaded only by pages with such a block, after the page hydrated (server and first render show the
 * plain code, so hydration keeps it).
 */
export function CodeBlock({ code, language }: CodeBlockProps) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  const [highlighted, setHighlighted] = useState<{ code: string; language: string; html: string | null } | null>(null);
  const html = highlighted?.code === code && highlighted.language === language ? highlighted.html : null;

  useEffect(() => {
    if (!language) return;
    let current = true;
    void import('./highlight').then(({ highlightCode }) => {
      if (current) setHighlighted({ code, language, html: highlightCode(code, language) });
    });
    return () => {
      current = false;
    };
  }, [code, language]);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a denied permission): the code stays selectable by hand.
      setCopied(false);
    }
  };

  return (
    <div className="code-block">
      {/* Focusable, so a keyboard can scroll a wide block. */}
      <pre tabIndex={0}>
        {html === null ? (
          <code className={language ? `language-${language}` : undefined}>{code}</code>
        ) : (
          // highlight.js escapes the code and adds only its token spans.
          <code className={`hljs language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </pre>
      <button type="button" className="code-copy" onClick={() => void copy()} aria-live="polite">
        {copied ? t('code.copied') : t('code.copy')}
      </button>
    </div>
  );
}
