import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql, siteAdminContext, useFragment } from '@/shared/api';
import { Button } from '@/shared/ui';
import { AdminCategoriesCategoriesQuery } from '../api/adminCategoriesQueries';
import { categoryValues, emptyCategory, type CategoryChanges, type CategoryFormValues } from '../lib/categoryForm';
import { matchesSearch } from '../lib/matchesSearch';
import { useCategoryMutations } from '../model/useCategoryMutations';
import { useEditor, type DeleteTarget } from '../model/useEditor';
import { useFailureReason } from '../model/useFailureReason';
import { Actions, Clamp, Muted, Name, Table, TableRegion } from './AdminCategoriesPage.styles';
import { CategoryForm } from './CategoryForm';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
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
  const [result, reexecute] = useQuery({
    query: AdminCategoriesCategoriesQuery,
    context: siteAdminContext,
    requestPolicy: 'cache-and-network',
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const categories = useFragment(CategoriesSection_CategoryFragment, result.data?.categories ?? []);
  const [search, setSearch] = useState('');
  const editor = useEditor<CategoryFormValues>();
  const mutations = useCategoryMutations();
  const failureReason = useFailureReason();
  const shown = categories.filter((category) => matchesSearch([category.name, category.name_zh, category.slug, category.description], search));
  const locked = editor.editing !== null;

  const save = async (changes: CategoryChanges): Promise<string | null> => {
    const id = editor.editing?.id ?? null;
    const outcome = await mutations.save(id, changes);
    if (!outcome.ok) {
      if (!outcome.error) reload();
      return t(id ? 'categories.messages.updateFailed' : 'categories.messages.createFailed', { reason: failureReason(outcome.error) });
    }
    editor.closeForm();
    editor.setNotice({
      tone: 'info',
      text: t(id ? 'categories.messages.updated' : 'categories.messages.created'),
    });
    reload();
    return null;
  };

  const remove = async (target: DeleteTarget) => {
    const outcome = await mutations.remove(target.id);
    editor.setNotice(
      outcome.ok
        ? { tone: 'info', text: t('categories.messages.deleted') }
        : {
            tone: 'error',
            text: t('categories.messages.deleteFailed', {
              reason: failureReason(outcome.error),
            }),
          },
    );
    editor.setToDelete(null);
    reload();
  };

  const target = editor.toDelete;
  return (
    <>
      <ManageSection
        kind="categories"
        search={search}
        onSearch={setSearch}
        onNew={() => editor.openForm({ id: null, name: '', values: emptyCategory })}
        locked={locked}
        notice={editor.notice}
        onDismissNotice={() => editor.setNotice(null)}
        form={editor.editing && <CategoryForm key={editor.editing.id ?? 'new'} editing={editor.editing} onSave={save} onCancel={editor.closeForm} />}
        list={{
          loaded: result.data !== undefined,
          error: result.error,
          total: categories.length,
          shown: shown.length,
          onRetry: reload,
        }}
      >
        <TableRegion role="region" aria-label={t('categories.table.region')} tabIndex={0}>
          <Table aria-busy={result.fetching}>
            <caption>{t('categories.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('categories.table.name')}</th>
                <th scope="col">{t('categories.table.slug')}</th>
                <th scope="col">{t('categories.table.description')}</th>
                <th scope="col">{t('categories.table.articles')}</th>
                <th scope="col">{t('categories.table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((category) => {
                const articles = category.articles_aggregate.aggregate?.count ?? 0;
                return (
                  <tr key={category.id}>
                    <td>
                      <Name>{category.name}</Name>
                      {category.name_zh && <Muted lang="zh-CN">{category.name_zh}</Muted>}
                    </td>
                    <td>
                      <code>{category.slug}</code>
                    </td>
                    <td>{category.description ? <Clamp>{category.description}</Clamp> : <Muted>{t('categories.table.none')}</Muted>}</td>
                    <td>{articles}</td>
                    <td>
                      <Actions>
                        <Button
                          variant="ghost"
                          disabled={locked}
                          aria-label={t('categories.editLabel', {
                            name: category.name,
                          })}
                          onClick={() =>
                            editor.openForm({
                              id: category.id,
                              name: category.name,
                              values: categoryValues(category),
                            })
                          }
                        >
                          {t('edit')}
                        </Button>
                        <Button
                          variant="ghost"
                          disabled={locked}
                          aria-label={t('categories.deleteLabel', {
                            name: category.name,
                          })}
                          onClick={() =>
                            editor.setToDelete({
                              id: category.id,
                              name: category.name,
                              articles,
                            })
                          }
                        >
                          {t('delete')}
                        </Button>
                      </Actions>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableRegion>
      </ManageSection>
      <ConfirmDeleteDialog
        target={target}
        text={
          target && target.articles > 0
            ? t('categories.confirmUsed', {
                name: target.name,
                count: target.articles,
              })
            : t('categories.confirmUnused', { name: target?.name ?? '' })
        }
        onCancel={() => editor.setToDelete(null)}
        onConfirm={remove}
      />
    </>
  );
}
