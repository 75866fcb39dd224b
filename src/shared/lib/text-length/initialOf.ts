/**
 * The first letter or Han character of a title, upper-cased ('Rollups' -> 'R'; a Chinese title -> its first Han
 * character), for a cover placeholder; skips leading punctuation, symbols and emoji; '' when the title has none.
 */
export function initialOf(title: string): string {
  const letter = /[\p{L}\p{N}]/u.exec(title)?.[0] ?? '';
  return letter.toLocaleUpperCase();
}
