import { useEffect } from 'react';
import { usePageHeadCollector } from './pageHead';

// The description meta shows the page's own description while a page that has one is shown, else
// the site's default (set by the layout in the current language).
let siteDescription = '';
let pageDescription: string | undefined;

function applyDescription(): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = pageDescription ?? siteDescription;
}

/**
 * Sets `document.title`, and the description meta when given, while the calling page is shown,
 * following its (translated) texts.
 */
export function useDocumentTitle(title: string, description?: string): void {
  usePageHeadCollector()?.set({ title, description });
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    pageDescription = description;
    applyDescription();
    return () => {
      pageDescription = undefined;
      applyDescription();
    };
  }, [description]);
}

/** Sets the site's default description, used on pages without their own. */
export function useSiteDescription(description: string): void {
  usePageHeadCollector()?.set({ description });
  useEffect(() => {
    siteDescription = description;
    applyDescription();
  }, [description]);
}
