import { escapeLike } from '@/shared/lib/escape-like';

/**
 * The search part of a list's where clause: a literal, case-insensitive match of the trimmed text in any of the fields
 * `match` compares with the ILIKE pattern; nothing when the text is empty.
 */
export function searchWhere<Where>(search: string, match: (pattern: string) => Where[]): { _or?: Where[] } {
  const text = search.trim();
  return text ? { _or: match(`%${escapeLike(text)}%`) } : {};
}
