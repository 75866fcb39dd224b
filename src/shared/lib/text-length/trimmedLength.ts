/**
 * Characters as the database's CHECK constraints count them: after trimming, by code point
 * (Postgres char_length), so a Chinese character or an emoji is one, not two UTF-16 units.
 */
export function trimmedLength(value: string): number {
  return [...value.trim()].length;
}
