export const languages = ['en', 'zh'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** localStorage key of the language the visitor chose. */
export const languageStorageKey = 'lang';

/** BCP 47 tags for `<html lang>` (Chinese content is Simplified, mainland conventions). */
export const htmlLangs: Record<Language, string> = { en: 'en', zh: 'zh-CN' };

/** The BCP 47 tag of a language code, for `lang` attributes and Intl ('zh' is zh-CN, anything else English). */
export function localeOf(language: string | null | undefined): string {
  return language === 'zh' ? htmlLangs.zh : htmlLangs.en;
}

export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language === value);
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
