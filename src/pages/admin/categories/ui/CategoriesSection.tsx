import { useTranslation } from 'react-i18next';
import { graphql, useAdminQuery, useFragment } from '@/shared/api';
import { htmlLangs } from '@/shared/lib/i18n';
import {
  AdminCategoriesCategoriesQuery,
  AdminCategoriesDeleteCategoryMutation,
  AdminCategoriesInsertCategoryMutation,
  AdminCategoriesUpdateCategoryMutation,
} from '../api/adminCategoriesQueries';
import { categoryValues, emptyCategory, type CategoryChanges } from '@/entities/category';
import { useRowMutations } from '../model/useRowMutations';
import { Clamp, Muted } from '@/shared/ui/layout';
import { Name } from './AdminCategoriesPage.styles';
import { CategoryForm } from './CategoryForm';
import { ManageSection } from './ManageSection';

const CategoriesSection_CategoryFragment = graphql(`
  fragment CategoriesSection_Category on categories {
    id
    name
    name_zh
    slug
    description
    articles_aggregate {
      aggregate {
        count
      }
    }
  }
`);

/** The categories section: the article categories (scope 'article'), searchable, with their form and delete confirmation. */
export function CategoriesSection() {
  const { t } = useTranslation('admin-categories');
  const [result, reload] = useAdminQuery(AdminCategoriesCategoriesQuery);
  const categories = useFragment(CategoriesSection_CategoryFragment, result.data?.categories ?? []);
  // New categories are article categories (scope 'article').
  const mutations = useRowMutations<CategoryChanges>(
    AdminCategoriesInsertCategoryMutation,
    AdminCategoriesUpdateCategoryMutation,
    AdminCategoriesDeleteCategoryMutation,
    { scope: 'article' },
  );
  return (
    <ManageSection
      kind="categories"
      query={result}
      reload={reload}
      rows={categories}
      searchIn={(category) => [category.name, category.name_zh, category.slug, category.description]}
      mutations={mutations}
      emptyValues={emptyCategory}
      valuesOf={categoryValues}
      Form={CategoryForm}
      columns={[t('categories.table.name'), t('categories.table.slug'), t('categories.table.description')]}
      cells={(category) => (
        <>
          <td>
            <Name>{category.name}</Name>
            {category.name_zh && <Muted lang={htmlLangs.zh}>{category.name_zh}</Muted>}
          </td>
          <td>
            <code>{category.slug}</code>
          </td>
          <td>{category.description ? <Clamp>{category.description}</Clamp> : <Muted>{t('categories.table.none')}</Muted>}</td>
        </>
      )}
    />
  );
}
