import { useTranslation } from 'react-i18next';

// The event categories the site uses (hasura/seeds, the admin's events form), named in each language in
// locales/*/content.json (eventCategories.*). A category typed by an admin that is not among them shows as typed.
const KNOWN_CATEGORIES = ['meetup', 'workshop', 'conference', 'hackathon', 'roundtable', 'webinar', 'summit', 'ama'] as const;
type KnownCategory = (typeof KNOWN_CATEGORIES)[number];

function knownCategory(name: string): KnownCategory | undefined {
  const key = name.trim().toLowerCase();
  return KNOWN_CATEGORIES.find((known) => known === key);
}

/** Names an event category in the reader's language ('Uncategorized' for none). */
export function useEventCategoryName(): (category: string | null | undefined) => string {
  const { t } = useTranslation('content');
  return (category) => {
    if (!category) return t('uncategorized');
    const known = knownCategory(category);
    return known ? t(`eventCategories.${known}`) : category;
  };
}
