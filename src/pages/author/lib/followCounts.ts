import type { TFunction } from 'i18next';

/**
 * "1,204 followers · 3 following" (the following count for members only), with the language's plural forms and
 * digit grouping; `t` is the author namespace's.
 */
export function followCounts(
  t: TFunction<'author'>,
  formatNumber: (value: number) => string,
  followers: number,
  following?: number,
): string {
  const parts = [t('follows.followers', { count: followers, formatted: formatNumber(followers) })];
  if (following !== undefined) parts.push(t('follows.following', { count: following, formatted: formatNumber(following) }));
  return parts.join(t('follows.separator'));
}
