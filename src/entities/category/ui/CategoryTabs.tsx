import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { localizedName } from '@/shared/lib/locale-format';
import { ChipLink } from '@/shared/ui/chip';
import { TabList } from './CategoryTabs.styles';

const CategoryTabs_CategoryFragment = graphql(`
  fragment CategoryTabs_Category on categories {
    id
    name
    name_zh
    slug
  }
`);

export interface CategoryTabsProps {
  categories: readonly FragmentType<typeof CategoryTabs_CategoryFragment>[];
  /** Slug of the selected category; undefined for 'All'. */
  selected: string | undefined;
  /** Accessible name of the tab list. */
  label: string;
  /** Link target for a category slug (undefined: all). */
  hrefFor: (slug: string | undefined) => string;
}

/** 'All' and one link per category, the selected one marked as current. */
export function CategoryTabs({ label, selected, hrefFor, ...props }: CategoryTabsProps) {
  const { t, i18n } = useTranslation('content');
  const categories = useFragment(CategoryTabs_CategoryFragment, props.categories);
  return (
    <TabList aria-label={label}>
      <ChipLink to={hrefFor(undefined)} aria-current={selected ? undefined : 'page'}>
        {t('all')}
      </ChipLink>
      {categories.map((category) => (
        <ChipLink key={category.id} to={hrefFor(category.slug)} aria-current={selected === category.slug ? 'page' : undefined}>
          {localizedName(category, i18n.language)}
        </ChipLink>
      ))}
    </TabList>
  );
}
