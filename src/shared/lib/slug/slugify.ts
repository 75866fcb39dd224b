export interface SlugifyOptions {
  /** The column's limit in characters; the slug is cut there, without a hyphen at the end. */
  maxLength: number;
  /**
   * Drop characters other than a-z, 0-9, white space and hyphens before joining the words (the
   * spec's category rule: 'Café Crème' gives 'caf-crme'); otherwise they separate words as in the
   * database's public.slugify ('caf-cr-me').
   */
  dropPunctuation?: boolean;
}

/** Runs of characters that are not a-z, 0-9 or Han (CJK unified ideographs, extension A, compatibility ideographs). */
const NOT_SLUG = /[^a-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;

/**
 * The database's slug rule (public.slugify): lowercase, runs of anything but a-z, 0-9 and Han characters
 * become one hyphen, no hyphen at the ends (a title of 'DeFi', two Chinese words and '2026' gives 'defi-', the two
 * words joined by a hyphen, then '-2026'). With `dropPunctuation` (the category rule) Han characters are
 * dropped too, so a Chinese-only name gives ''.
 */
export function slugify(text: string, { maxLength, dropPunctuation = false }: SlugifyOptions): string {
  const lower = text.toLowerCase();
  return (dropPunctuation ? lower.replace(/[^a-z0-9\s-]/g, '') : lower)
    .replace(NOT_SLUG, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
