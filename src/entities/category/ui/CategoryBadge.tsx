import { useItemTranslation } from '@/shared/lib/i18n';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { localizedName } from '@/shared/lib/locale-format';
import { Badge } from './CategoryBadge.styles';

const CategoryBadge_CategoryFragment = graphql(`
  fragment CategoryBadge_Category on categories {
    id
    name
    name_zh
    slug
  }
`);

export interface CategoryBadgeProps {
  category: FragmentType<typeof CategoryBadge_CategoryFragment> | null | undefined;
}

/** The category's name as a small pill; 'Uncategorized' when there is none. */
export function CategoryBadge(props: CategoryBadgeProps) {
  const { t, i18n } = useItemTranslation('content');
  const category = useFragment(CategoryBadge_CategoryFragment, props.category);
  return <Badge>{category ? localizedName(category, i18n.language) : t('uncategorized')}</Badge>;
}
