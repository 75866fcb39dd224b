export { createPageHeadCollector, PageHeadContext, type PageAlternate, type PageHead, type PageHeadCollector } from './pageHead';
export { useDocumentTitle, useSiteDescription } from './useDocumentTitle';
export { useHttpStatus, usePageMeta } from './usePageMeta';
export { discussionJsonLd, eventJsonLd, storyJsonLd } from './jsonLd';
export { useLanguageAlternate, useLanguageAlternates } from './languageAlternates';
export type { LanguageAlternateMove, LanguageAlternates } from './languageAlternates';
