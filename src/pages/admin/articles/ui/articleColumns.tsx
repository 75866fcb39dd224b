import { useTranslation } from 'react-i18next';
import { createdColumn, RowButtons, type AdminColumn } from '@/widgets/admin-list';
import { CategoryBadge } from '@/entities/category';
import { storyPath } from '@/entities/story';
import { graphql, type DocumentType } from '@/shared/api';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Clamp, Muted, Stack } from '@/shared/ui/layout';
import { CellTags, CellTitle } from '@/shared/ui/table-cell';
import { ToggleChip } from '@/shared/ui/toggle-chip';

export const ArticleRow_ArticleFragment = graphql(`
  fragment ArticleRow_Article on articles {
    id
    slug
    title
    excerpt
    language
    published
    created_at
    category_id
    category {
      ...CategoryBadge_Category
    }
    author_id
    author {
      name
    }
  }
`);

type ArticleRow = DocumentType<typeof ArticleRow_ArticleFragment>;

/** An article a row's action is about. */
export type ArticleRef = Pick<ArticleRow, 'id' | 'title'>;

/** The article management table's columns; `pending` is the row whose action runs. */
export function useArticleColumns(
  pending: string | null,
  onTogglePublished: (article: ArticleRef, published: boolean) => void,
  onDelete: (article: ArticleRef) => void,
): AdminColumn<ArticleRow>[] {
  const { t } = useTranslation('admin-articles');
  const format = useLocaleFormat();
  return [
    {
      header: t('table.article'),
      cell: (article) => (
        <Stack>
          <CellTitle lang={format.langOf(article.language)}>{article.title}</CellTitle>
          <Clamp lang={format.langOf(article.language)}>{article.excerpt}</Clamp>
          <CellTags>
            <CategoryBadge category={article.category} />
            <span>{t(`table.languages.${article.language === 'zh' ? 'zh' : 'en'}`)}</span>
          </CellTags>
        </Stack>
      ),
    },
    { header: t('table.author'), cell: (article) => article.author?.name ?? <Muted>{t('table.noAuthor')}</Muted> },
    {
      header: t('table.status'),
      cell: ({ id, title, published }) => (
        <ToggleChip
          $tone="primary"
          aria-pressed={published}
          disabled={pending === id}
          aria-label={t(published ? 'status.toggleToDraft' : 'status.toggleToPublished', { title })}
          onClick={() => onTogglePublished({ id, title }, !published)}
        >
          {t(published ? 'status.published' : 'status.draft')}
        </ToggleChip>
      ),
    },
    createdColumn(t('table.created'), format.longDate),
    {
      header: t('table.actions'),
      cell: ({ id, title, slug }) => (
        <RowButtons
          t={t}
          words={{ title }}
          actions={[
            { key: 'view', href: storyPath('article', slug) },
            { key: 'edit', to: `/write-article?edit=${id}` },
            { key: 'delete', disabled: pending === id, onClick: () => onDelete({ id, title }) },
          ]}
        />
      ),
    },
  ];
}
