import styled from 'styled-components';
import { themeVars } from '@/shared/config';

export const MarkdownBody = styled.div`
  line-height: 1.7;
  overflow-wrap: anywhere;

  h2,
  h3,
  h4 {
    margin: 2rem 0 0.75rem;
    line-height: 1.3;
  }

  p,
  ul,
  ol,
  blockquote,
  pre,
  table {
    margin: 0 0 1rem;
  }

  a {
    color: ${themeVars.primary};
  }

  img {
    display: block;
    max-width: 100%;
    max-height: 500px;
    height: auto;
    margin: 1rem auto;
    object-fit: contain;
  }

  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
  }

  th,
  td {
    padding: 0.5rem 0.75rem;
    border: 1px solid ${themeVars.border};
    text-align: left;
  }

  th {
    background: ${themeVars.surface};
  }

  code {
    padding: 0.1rem 0.3rem;
    border-radius: 0.25rem;
    background: ${themeVars.surface};
    font-size: 0.9em;
  }

  pre {
    overflow-x: auto;
    padding: 1rem;
    border-radius: 0.5rem;
    background: ${themeVars.surface};
  }

  pre code {
    padding: 0;
  }

  blockquote {
    padding-left: 1rem;
    border-left: 3px solid ${themeVars.border};
    color: ${themeVars.textMuted};
  }

  li.task-list-item {
    list-style: none;
  }

  .footnotes {
    margin-top: 2rem;
    font-size: 0.9em;
    color: ${themeVars.textMuted};
  }
`;

export const MarkdownPlaceholder = styled.div`
  min-height: 12rem;
`;
