import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql, siteAdminContext, useFragment } from '@/shared/api';
import { AdminCategoriesAuthorsQuery } from '../api/adminCategoriesQueries';
import { authorValues, emptyAuthor, type AuthorChanges, type AuthorFormValues } from '../lib/authorForm';
import { matchesSearch } from '../lib/matchesSearch';
import { useAuthorMutations } from '../model/useAuthorMutations';
import { Clamp, Muted } from '@/shared/ui/layout';
import { Name } from './AdminCategoriesPage.styles';
import { AuthorForm } from './AuthorForm';
import { ManageSection } from './ManageSection';
import { RowEditActions } from './RowEditActions';
import { useManagedSection } from './useManagedSection';

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
  const [result, reexecute] = useQuery({
    query: AdminCategoriesAuthorsQuery,
    context: siteAdminContext,
    requestPolicy: 'cache-and-network',
  });
  const reload = () => reexecute({ requestPolicy: 'cache-and-network' });
  const authors = useFragment(AuthorsSection_AuthorFragment, result.data?.authors ?? []);
  const [search, setSearch] = useState('');
  const { editor, locked, save, remove } = useManagedSection<AuthorFormValues, AuthorChanges>('authors', useAuthorMutations(), reload);
  const shown = authors.filter((author) => matchesSearch([author.name, author.email, author.bio, author.expertise], search));

  return (
    <ManageSection
      kind="authors"
      search={search}
      onSearch={setSearch}
      editor={editor}
      onNew={() => editor.openForm({ id: null, name: '', values: emptyAuthor })}
      onDelete={remove}
      form={
        editor.editing && <AuthorForm key={editor.editing.id ?? 'new'} editing={editor.editing} onSave={save} onCancel={editor.closeForm} />
      }
      list={{
        loaded: result.data !== undefined,
        fetching: result.fetching,
        error: result.error,
        total: authors.length,
        shown: shown.length,
        onRetry: reload,
      }}
      columns={[
        t('authors.table.name'),
        t('authors.table.email'),
        t('authors.table.expertise'),
        t('authors.table.bio'),
        t('authors.table.articles'),
        t('authors.table.actions'),
      ]}
    >
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
              <RowEditActions
                kind="authors"
                name={author.name}
                locked={locked}
                onEdit={() => editor.openForm({ id: author.id, name: author.name, values: authorValues(author) })}
                onDelete={() => editor.setToDelete({ id: author.id, name: author.name, articles })}
              />
            </td>
          </tr>
        );
      })}
    </ManageSection>
  );
}
