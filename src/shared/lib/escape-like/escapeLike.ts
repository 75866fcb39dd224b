/** Escapes LIKE/ILIKE wildcards (%, _) and the escape character itself, so the text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
