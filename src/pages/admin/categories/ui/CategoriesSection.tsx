import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql, siteAdminContext, useFragment } from '@/shared/api';
import { htmlLangs } from '@/shared/lib/i18n';
import { AdminCategoriesCategoriesQuery } from '../api/adminCategoriesQueries';
import { categoryValues, emptyCategory, type CategoryChanges, type CategoryFormValues } from '@/entities/category';
import { matchesSearch } from '../lib/matchesSearch';
import { useCategoryMutations } from '../model/useCategoryMutations';
import { Clamp, Muted } from '@/shared/ui/layout';
import { Name } from './AdminCategoriesPage.styles';
import { CategoryForm } from './CategoryForm';
import { ManageSection } from './ManageSection';
import { RowEditActions } from './RowEditActions';
import { useManagedSection } from './useManagedSection';

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
  const [result, reexecute] = useQuery({
    query: AdminCategoriesCategoriesQuery,
    context: siteAdminContext,
    requestPolicy: 'cache-and-network',
  });
  const reload = () => reexecute({ requestPolicy: 'cache-and-network' });
  const categories = useFragment(CategoriesSection_CategoryFragment, result.data?.categories ?? []);
  const [search, setSearch] = useState('');
  const { editor, locked, save, remove } = useManagedSection<CategoryFormValues, CategoryChanges>(
    'categories',
    useCategoryMutations(),
    reload,
  );
  const shown = categories.filter((category) =>
    matchesSearch([category.name, category.name_zh, category.slug, category.description], search),
  );

  return (
    <ManageSection
      kind="categories"
      search={search}
      onSearch={setSearch}
      editor={editor}
      onNew={() => editor.openForm({ id: null, name: '', values: emptyCategory })}
      onDelete={remove}
      form={
        editor.editing && (
          <CategoryForm key={editor.editing.id ?? 'new'} editing={editor.editing} onSave={save} onCancel={editor.closeForm} />
        )
      }
      list={{
        loaded: result.data !== undefined,
        fetching: result.fetching,
        error: result.error,
        total: categories.length,
        shown: shown.length,
        onRetry: reload,
      }}
      columns={[
        t('categories.table.name'),
        t('categories.table.slug'),
        t('categories.table.description'),
        t('categories.table.articles'),
        t('categories.table.actions'),
      ]}
    >
      {shown.map((category) => {
        const articles = category.articles_aggregate.aggregate?.count ?? 0;
        return (
          <tr key={category.id}>
            <td>
              <Name>{category.name}</Name>
              {category.name_zh && <Muted lang={htmlLangs.zh}>{category.name_zh}</Muted>}
            </td>
            <td>
              <code>{category.slug}</code>
            </td>
            <td>{category.description ? <Clamp>{category.description}</Clamp> : <Muted>{t('categories.table.none')}</Muted>}</td>
            <td>{articles}</td>
            <td>
              <RowEditActions
                kind="categories"
                name={category.name}
                locked={locked}
                onEdit={() => editor.openForm({ id: category.id, name: category.name, values: categoryValues(category) })}
                onDelete={() => editor.setToDelete({ id: category.id, name: category.name, articles })}
              />
            </td>
          </tr>
        );
      })}
    </ManageSection>
  );
}
