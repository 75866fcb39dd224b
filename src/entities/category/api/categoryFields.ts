import { graphql } from '@/shared/api';

/** What a category badge or tab shows. */
export const CategoryBadge_CategoryFragment = graphql(`
  fragment CategoryBadge_Category on categories {
    id
    name
    slug
    name_zh
  }
`);
