// Which news category a fetched story lands in. The rule, in order:
//  1. the story's own tags (RSS <category>, Atom <category term>): the first tag equal to an active category's
//     slug, English name or Chinese name (case-insensitive) decides;
//  2. else the source's default category, when it is active;
//  3. else keywords: the first active category (by sort_order) whose English name appears in the title as a
//     whole word, or whose Chinese name appears in it;
//  4. else none (the story is listed under 'All' only).
import type { FeedItem } from './parse-feed.ts';

export interface NewsCategory {
  slug: string;
  name: string;
  name_zh: string | null;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function namedBy(category: NewsCategory, tag: string): boolean {
  const wanted = tag.toLowerCase();
  return [category.slug, category.name, category.name_zh].some((name) => name?.toLowerCase() === wanted);
}

function inTitle(category: NewsCategory, title: string): boolean {
  if (new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(category.name)}($|[^\\p{L}\\p{N}])`, 'iu').test(title)) return true;
  return category.name_zh !== null && title.includes(category.name_zh);
}

/** The category slug for a story; `categories` are the active ones in sort order. */
export function categorize(
  item: Pick<FeedItem, 'title' | 'tags'>,
  sourceDefault: string | null,
  categories: readonly NewsCategory[],
): string | null {
  for (const tag of item.tags) {
    const match = categories.find((category) => namedBy(category, tag));
    if (match) return match.slug;
  }
  if (sourceDefault && categories.some((category) => category.slug === sourceDefault)) return sourceDefault;
  return categories.find((category) => inTitle(category, item.title))?.slug ?? null;
}
