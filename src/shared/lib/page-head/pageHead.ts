import { createContext, useContext } from 'react';
import type { PageHead } from '#contract/page-head.ts';

export type { PageAlternate, PageHead } from '#contract/page-head.ts';

/** The per-render collector the server provides; `null` in the browser. */
export interface PageHeadCollector {
  set(head: PageHead): void;
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/** The server's collector while rendering there, else null. */
export function usePageHeadCollector(): PageHeadCollector | null {
  return useContext(PageHeadContext);
}

/** A collector that merges what the pages set, later settings winning (the page after the layout). */
export function createPageHeadCollector(): PageHeadCollector & { head: PageHead } {
  const head: PageHead = {};
  return {
    head,
    set(values) {
      for (const [key, value] of Object.entries(values)) {
        if (value !== undefined) Object.assign(head, { [key]: value });
      }
    },
  };
}
