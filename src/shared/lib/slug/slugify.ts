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

/**
 * The database's slug rule (public.slugify): lowercase, runs of anything but a-z and 0-9 become one
 * hyphen, no hyphen at the ends. Text without a-z or 0-9 (Chinese only) gives ''.
 */
export function slugify(text: string, { maxLength, dropPunctuation = false }: SlugifyOptions): string {
  const lower = text.toLowerCase();
  return (dropPunctuation ? lower.replace(/[^a-z0-9\s-]/g, '') : lower)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
