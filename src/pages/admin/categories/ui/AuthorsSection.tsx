import { useTranslation } from 'react-i18next';
import { graphql, useAdminQuery, useFragment } from '@/shared/api';
import {
  AdminCategoriesAuthorsQuery,
  AdminCategoriesDeleteAuthorMutation,
  AdminCategoriesInsertAuthorMutation,
  AdminCategoriesUpdateAuthorMutation,
} from '../api/adminCategoriesQueries';
import { authorValues, emptyAuthor, type AuthorChanges } from '../lib/authorForm';
import { useRowMutations } from '../model/useRowMutations';
import { Clamp, Muted } from '@/shared/ui/layout';
import { Name } from './AdminCategoriesPage.styles';
import { AuthorForm } from './AuthorForm';
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
  const [result, reload] = useAdminQuery(AdminCategoriesAuthorsQuery);
  const authors = useFragment(AuthorsSection_AuthorFragment, result.data?.authors ?? []);
  const mutations = useRowMutations<AuthorChanges>(
    AdminCategoriesInsertAuthorMutation,
    AdminCategoriesUpdateAuthorMutation,
    AdminCategoriesDeleteAuthorMutation,
  );
  const none = <Muted>{t('authors.table.none')}</Muted>;
  return (
    <ManageSection
      kind="authors"
      query={result}
      reload={reload}
      rows={authors}
      searchIn={(author) => [author.name, author.email, author.bio, author.expertise]}
      mutations={mutations}
      emptyValues={emptyAuthor}
      valuesOf={authorValues}
      Form={AuthorForm}
      columns={[t('authors.table.name'), t('authors.table.email'), t('authors.table.expertise'), t('authors.table.bio')]}
      cells={(author) => (
        <>
          <td>
            <Name>{author.name}</Name>
          </td>
          <td>{author.email}</td>
          <td>{author.expertise ?? none}</td>
          <td>{author.bio ? <Clamp>{author.bio}</Clamp> : none}</td>
        </>
      )}
    />
  );
}
