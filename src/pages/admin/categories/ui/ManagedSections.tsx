import { useTranslation } from 'react-i18next';
import { graphql, useAdminQuery, useFragment } from '@/shared/api';
import { htmlLangs } from '@/shared/lib/i18n';
import { Clamp, Muted } from '@/shared/ui/layout';
import { AdminCategoriesAuthorsQuery, AdminCategoriesCategoriesQuery } from '../api/adminCategoriesQueries';
import { AUTHORS, CATEGORIES } from '../model/sections';
import { Name } from './AdminCategoriesPage.styles';
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

/** The categories section: the article categories (scope 'article'), searchable, with their form and delete confirmation. */
export function CategoriesSection() {
  const { t } = useTranslation('admin-categories');
  const [result, reload] = useAdminQuery(AdminCategoriesCategoriesQuery);
  const categories = useFragment(CategoriesSection_CategoryFragment, result.data?.categories ?? []);
  return (
    <ManageSection
      query={result}
      reload={reload}
      rows={categories}
      searchIn={(category) => [category.name, category.name_zh, category.slug, category.description]}
      config={CATEGORIES}
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

/** The authors section: the bylines of articles, searchable, with their form and delete confirmation. */
export function AuthorsSection() {
  const { t } = useTranslation('admin-categories');
  const [result, reload] = useAdminQuery(AdminCategoriesAuthorsQuery);
  const authors = useFragment(AuthorsSection_AuthorFragment, result.data?.authors ?? []);
  const none = <Muted>{t('authors.table.none')}</Muted>;
  return (
    <ManageSection
      query={result}
      reload={reload}
      rows={authors}
      searchIn={(author) => [author.name, author.email, author.bio, author.expertise]}
      config={AUTHORS}
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
