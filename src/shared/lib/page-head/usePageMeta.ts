import { usePageHeadCollector, type PageHead } from './pageHead';

/**
 * Tells the server what to put in the head of this page's URL besides its title: the social card, the
 * item's language and translation, its schema.org data. Crawlers read the server's HTML, so the browser
 * does nothing with it (the layout drops these tags when the reader moves to another page).
 */
export function usePageMeta(meta: Omit<PageHead, 'title' | 'description' | 'status'>): void {
  usePageHeadCollector()?.set(meta);
}

/** Tells the server the status of this page's URL (404 for an unknown route or a missing item). */
export function useHttpStatus(status: number): void {
  usePageHeadCollector()?.set({ status });
}
