/** True when the trimmed search text is empty or found, case-insensitively, in one of the texts. */
export function matchesSearch(texts: readonly (string | null | undefined)[], search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || texts.some((text) => text?.toLowerCase().includes(needle));
}
