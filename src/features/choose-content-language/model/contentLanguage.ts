import { addressLanguageOf, everyLanguage, languageParam } from '@/shared/lib/i18n';
import { translationFilter } from '@/shared/lib/locale-format';

/** Which languages a list shows: the reader's UI language only, or every language. */
export type ContentScope = 'mine' | 'all';

/** The address parameter that keeps the choice (shareable, and the same on the server's first paint). */
export const contentScopeParam = languageParam;

/** The scope named by the address: `?lang=all` shows every language; anything else the reader's own. */
export function contentScopeOf(value: string | null): ContentScope {
  return addressLanguageOf(value) === everyLanguage ? 'all' : 'mine';
}

export interface ContentLanguageWhereOptions {
  scope: ContentScope;
  /** The reader's UI language ('en' or 'zh'). */
  language: string;
  /**
   * The table has `translation_of`/`translations` (articles, blog posts): with every language shown, a story
   * that exists in the reader's language is listed once, in that language.
   */
  translations?: boolean;
}

/** The `where` part that applies the scope to a table with a `language` column. */
export function contentLanguageWhere({ scope, language, translations = false }: ContentLanguageWhereOptions) {
  if (scope === 'mine') return { language: { _eq: language } };
  return translations ? translationFilter(language) : {};
}

/** A link that keeps the scope, such as a category tab of a list showing every language (`/blog?category=x&lang=all`). */
export function withContentScope(href: string, scope: ContentScope): string {
  if (scope === 'mine') return href;
  return `${href}${href.includes('?') ? '&' : '?'}${contentScopeParam}=${everyLanguage}`;
}
