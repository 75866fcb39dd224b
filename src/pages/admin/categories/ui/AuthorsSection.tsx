import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql, siteAdminContext, useFragment } from '@/shared/api';
import { Button } from '@/shared/ui';
import { AdminCategoriesAuthorsQuery } from '../api/adminCategoriesQueries';
import { authorValues, emptyAuthor, type AuthorChanges, type AuthorFormValues } from '../lib/authorForm';
import { matchesSearch } from '../lib/matchesSearch';
import { useAuthorMutations } from '../model/useAuthorMutations';
import { useEditor, type DeleteTarget } from '../model/useEditor';
import { useFailureReason } from '../model/useFailureReason';
import { Actions, Clamp, Muted, Name, Table, TableRegion } from './AdminCategoriesPage.styles';
import { AuthorForm } from './AuthorForm';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ManageSection } from './ManageSection';

const AuthorsSection_AuthorFragment = graphql(`
  fragment AuthorsSection_Author on authors {
    id
    name
    email
    bio
    expertise
    articles_aggregate {
      aggregate {
        count
      }
    }
  }
`);

/** The authors section: the bylines of articles, searchable, with their form and delete confirmation. */
export function AuthorsSection() {
  const { t } = useTranslation('admin-categories');
  const [result, reexecute] = useQuery({ query: AdminCategoriesAuthorsQuery, context: siteAdminContext, requestPolicy: 'cache-and-network' });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const authors = useFragment(AuthorsSection_AuthorFragment, result.data?.authors ?? []);
  const [search, setSearch] = useState('');
  const editor = useEditor<AuthorFormValues>();
  const mutations = useAuthorMutations();
  const failureReason = useFailureReason();
  const shown = authors.filter((author) => matchesSearch([author.name, author.email, author.bio, author.expertise], search));
  const locked = editor.editing !== null;

  const save = async (changes: AuthorChanges): Promise<string | null> => {
    const id = editor.editing?.id ?? null;
    const outcome = await mutations.save(id, changes);
    if (!outcome.ok) {
      if (!outcome.error) reload();
      return t(id ? 'authors.messages.updateFailed' : 'authors.messages.createFailed', { reason: failureReason(outcome.error) });
    }
    editor.closeForm();
    editor.setNotice({ tone: 'info', text: t(id ? 'authors.messages.updated' : 'authors.messages.created') });
    reload();
    return null;
  };

  const remove = async (target: DeleteTarget) => {
    const outcome = await mutations.remove(target.id);
    editor.setNotice(
      outcome.ok
        ? { tone: 'info', text: t('authors.messages.deleted') }
        : { tone: 'error', text: t('authors.messages.deleteFailed', { reason: failureReason(outcome.error) }) },
    );
    editor.setToDelete(null);
    reload();
  };

  const target = editor.toDelete;
  return (
    <>
      <ManageSection
        kind="authors"
        search={search}
        onSearch={setSearch}
        onNew={() => editor.openForm({ id: null, name: '', values: emptyAuthor })}
        locked={locked}
        notice={editor.notice}
        onDismissNotice={() => editor.setNotice(null)}
        form={editor.editing && <AuthorForm key={editor.editing.id ?? 'new'} editing={editor.editing} onSave={save} onCancel={editor.closeForm} />}
        list={{ loaded: result.data !== undefined, error: result.error, total: authors.length, shown: shown.length, onRetry: reload }}
      >
        <TableRegion role="region" aria-label={t('authors.table.region')} tabIndex={0}>
          <Table aria-busy={result.fetching}>
            <caption>{t('authors.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('authors.table.name')}</th>
                <th scope="col">{t('authors.table.email')}</th>
                <th scope="col">{t('authors.table.expertise')}</th>
                <th scope="col">{t('authors.table.bio')}</th>
                <th scope="col">{t('authors.table.articles')}</th>
                <th scope="col">{t('authors.table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((author) => {
                const articles = author.articles_aggregate.aggregate?.count ?? 0;
                return (
                  <tr key={author.id}>
                    <td>
                      <Name>{author.name}</Name>
                    </td>
                    <td>{author.email}</td>
                    <td>{author.expertise ?? <Muted>{t('authors.table.none')}</Muted>}</td>
                    <td>{author.bio ? <Clamp>{author.bio}</Clamp> : <Muted>{t('authors.table.none')}</Muted>}</td>
                    <td>{articles}</td>
                    <td>
                      <Actions>
                        <Button
                          variant="ghost"
                          disabled={locked}
                          aria-label={t('authors.editLabel', { name: author.name })}
                          onClick={() => editor.openForm({ id: author.id, name: author.name, values: authorValues(author) })}
                        >
                          {t('edit')}
                        </Button>
                        <Button
                          variant="ghost"
                          disabled={locked}
                          aria-label={t('authors.deleteLabel', { name: author.name })}
                          onClick={() => editor.setToDelete({ id: author.id, name: author.name, articles })}
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
            ? t('authors.confirmUsed', { name: target.name, count: target.articles })
            : t('authors.confirmUnused', { name: target?.name ?? '' })
        }
        onCancel={() => editor.setToDelete(null)}
        onConfirm={remove}
      />
    </>
  );
}
