// The site's languages and how each is spelled for the standards that name it: one table for the browser (i18n,
// `lang` attributes, Intl formatting, JSON-LD) and the server (the rendered head, hreflang, Open Graph).

/** How a language is written for each standard: `<html lang>`/hreflang/JSON-LD, Intl, and Open Graph's og:locale. */
export interface LanguageTags {
  /** The BCP 47 tag of `lang` attributes, hreflang and schema.org's inLanguage. */
  readonly html: string;
  /** The BCP 47 locale of Intl's date and number formats. */
  readonly intl: string;
  /** Open Graph's language_TERRITORY locale. */
  readonly og: string;
}

/** Chinese content is Simplified, mainland conventions. */
export const LANGUAGE_TAGS = {
  en: { html: 'en', intl: 'en', og: 'en_US' },
  zh: { html: 'zh-CN', intl: 'zh-CN', og: 'zh_CN' },
} as const satisfies Record<string, LanguageTags>;

export type Language = keyof typeof LANGUAGE_TAGS;
export const languages = Object.keys(LANGUAGE_TAGS) as Language[];
export const defaultLanguage: Language = 'en';

/** localStorage key (and cookie) of the language the visitor chose. */
export const languageStorageKey = 'lang';

/** BCP 47 tags for `<html lang>` and hreflang, by language. */
export const htmlLangs = Object.fromEntries(languages.map((language) => [language, LANGUAGE_TAGS[language].html])) as Record<
  Language,
  string
>;

export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language === value);
}

/** The tags of a language code, the default language's for anything else (content of an unknown language). */
export function languageTagsOf(language: string | null | undefined): LanguageTags {
  return LANGUAGE_TAGS[isLanguage(language) ? language : defaultLanguage];
}

/** The `lang` tag of content whose language column holds `language`; undefined for an unknown one. */
export function htmlLangOf(language: string | null | undefined): string | undefined {
  return isLanguage(language) ? LANGUAGE_TAGS[language].html : undefined;
}

/** The BCP 47 tag of a language code, for `lang` attributes and Intl ('zh' is zh-CN, anything else English). */
export function localeOf(language: string | null | undefined): string {
  return languageTagsOf(language).intl;
}

/** The address parameter of the page's language (`?lang=zh`) and, on lists, of their content scope (`?lang=all`). */
export const languageParam = 'lang';

/** The value of `?lang=` that is not a language: a list showing content in every language (a content scope). */
export const everyLanguage = 'all';

/**
 * What an address's `?lang=` names: a UI language; `all`, every language (a list's content scope, which leaves the
 * UI language to the reader's choice); `unknown` for any other value; null without the parameter.
 */
export function addressLanguageOf(value: string | null): Language | typeof everyLanguage | 'unknown' | null {
  if (value === null) return null;
  if (value === everyLanguage) return everyLanguage;
  return isLanguage(value) ? value : 'unknown';
}

/** The saved choice if valid, else the first supported browser language (zh-* is zh), else en. */
export function detectLanguage(saved: string | null, preferred: readonly string[]): Language {
  if (isLanguage(saved)) {
    return saved;
  }
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) {
      return primary;
    }
  }
  return defaultLanguage;
}
