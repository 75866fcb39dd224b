import styled from 'styled-components';
import { radii, space, themeVars } from '@/shared/config';

export const MarkdownBody = styled.div`
  line-height: 1.7;
  overflow-wrap: anywhere;

  h2,
  h3,
  h4 {
    margin: ${space[8]} 0 ${space[3]};
    line-height: 1.3;
  }

  p,
  ul,
  ol,
  blockquote,
  pre,
  .table-scroll {
    margin: 0 0 ${space[4]};
  }

  a {
    color: ${themeVars.primary};
  }

  img {
    display: block;
    max-width: 100%;
    max-height: 500px;
    height: auto;
    margin: ${space[4]} auto;
    object-fit: contain;
  }

  /* A wide table scrolls inside its wrapper, keeping its table semantics. */
  .table-scroll {
    max-width: 100%;
    overflow-x: auto;
  }

  table {
    border-collapse: collapse;
  }

  /* Cells keep whole words (the text around breaks anywhere): a wide table scrolls in its wrapper instead. */
  th,
  td {
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${themeVars.border};
    text-align: left;
    overflow-wrap: normal;
  }

  th {
    background: ${themeVars.surface};
  }

  code {
    padding: ${space[0.5]} ${space[1]};
    border-radius: ${radii.sm};
    background: ${themeVars.surface};
    font-size: 0.9em;
  }

  pre {
    max-width: 100%;
    overflow-x: auto;
    padding: ${space[4]};
    border-radius: ${radii.md};
    background: ${themeVars.surface};
  }

  /* Raw HTML the sanitiser lets through: keys look like keys, a disclosure shows it opens, an abbreviation hints. */
  kbd {
    padding: 0 ${space[1]};
    border: 1px solid ${themeVars.border};
    border-bottom-width: 2px;
    border-radius: ${radii.sm};
    background: ${themeVars.surface};
    font-family: ui-monospace, monospace;
    font-size: 0.85em;
  }

  details {
    margin: 0 0 ${space[4]};
  }

  summary {
    cursor: pointer;
  }

  abbr[title] {
    text-decoration: underline dotted;
    cursor: help;
  }

  pre code {
    padding: 0;
    overflow-wrap: normal;
  }

  /* The copy button sits in the block's top corner, over the code's padding. */
  .code-block {
    position: relative;
  }

  .code-copy {
    position: absolute;
    top: ${space[2]};
    right: ${space[2]};
    padding: ${space[0.5]} ${space[2]};
    border: 1px solid ${themeVars.border};
    border-radius: ${radii.sm};
    background: ${themeVars.bg};
    color: ${themeVars.text};
    font: inherit;
    font-size: 0.8em;
    cursor: pointer;
  }

  .code-block pre {
    padding-top: ${space[8]};
  }

  /* Token colours from the theme's own text colours, so they keep its contrast in both themes. */
  .hljs-comment,
  .hljs-quote {
    color: ${themeVars.textMuted};
    font-style: italic;
  }

  .hljs-keyword,
  .hljs-built_in,
  .hljs-literal,
  .hljs-type,
  .hljs-meta,
  .hljs-selector-tag,
  .hljs-name {
    color: ${themeVars.primary};
  }

  .hljs-string,
  .hljs-regexp,
  .hljs-attr,
  .hljs-attribute,
  .hljs-symbol {
    color: ${themeVars.focusRing};
  }

  .hljs-number,
  .hljs-title,
  .hljs-deletion {
    color: ${themeVars.danger};
  }

  .hljs-title.function_,
  .hljs-section {
    font-weight: 600;
  }

  blockquote {
    padding-left: ${space[4]};
    border-left: 3px solid ${themeVars.border};
    color: ${themeVars.textMuted};
  }

  li.task-list-item {
    list-style: none;
  }

  .footnotes {
    margin-top: ${space[8]};
    font-size: 0.9em;
    color: ${themeVars.textMuted};
  }
`;

export const MarkdownPlaceholder = styled.div`
  min-height: 12rem;
`;
