/**
 * The first letter or Han character of a title, upper-cased ('Rollups' -> 'R', '以太坊' -> '以'), for a cover
 * placeholder; skips leading punctuation, symbols and emoji; '' when the title has none.
 */
export function initialOf(title: string): string {
  const letter = /[\p{L}\p{N}]/u.exec(title)?.[0] ?? '';
  return letter.toLocaleUpperCase();
}
