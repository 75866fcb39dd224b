import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryBadge } from '@/entities/category';
import { storyPath } from '@/entities/story';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Button } from '@/shared/ui/button';
import { RowActions } from '@/shared/ui/data-table';
import { Clamp, Muted, Stack } from '@/shared/ui/layout';
import { CellTags, CellTitle } from '@/shared/ui/table-cell';
import type { ArticleRef } from '../model/useArticleActions';
import { StatusButton } from './ArticleRow.styles';

const ArticleRow_ArticleFragment = graphql(`
  fragment ArticleRow_Article on articles {
    id
    slug
    title
    excerpt
    language
    published
    created_at
    category {
      ...CategoryBadge_Category
    }
    author {
      name
    }
  }
`);

export interface ArticleRowProps {
  article: FragmentType<typeof ArticleRow_ArticleFragment>;
  /** True while an action on this row runs. */
  busy: boolean;
  onTogglePublished: (article: ArticleRef, published: boolean) => void;
  onDelete: (article: ArticleRef) => void;
}

/** One row of the article management table. */
export function ArticleRow(props: ArticleRowProps) {
  const { t } = useTranslation('admin-articles');
  const format = useLocaleFormat();
  const article = useFragment(ArticleRow_ArticleFragment, props.article);
  const ref = { id: article.id, title: article.title };
  const contentLang = format.langOf(article.language);
  return (
    <tr>
      <td>
        <Stack>
          <CellTitle lang={contentLang}>{article.title}</CellTitle>
          <Clamp lang={contentLang}>{article.excerpt}</Clamp>
          <CellTags>
            <CategoryBadge category={article.category} />
            <span>{t(`table.languages.${article.language === 'zh' ? 'zh' : 'en'}`)}</span>
          </CellTags>
        </Stack>
      </td>
      <td>{article.author?.name ?? <Muted>{t('table.noAuthor')}</Muted>}</td>
      <td>
        <StatusButton
          type="button"
          $published={article.published}
          disabled={props.busy}
          aria-label={t(article.published ? 'status.toggleToDraft' : 'status.toggleToPublished', { title: article.title })}
          onClick={() => props.onTogglePublished(ref, !article.published)}
        >
          {t(article.published ? 'status.published' : 'status.draft')}
        </StatusButton>
      </td>
      <td>
        <Muted>
          <time dateTime={article.created_at}>{format.longDate(article.created_at)}</time>
        </Muted>
      </td>
      <td>
        <RowActions>
          <a
            href={storyPath('article', article.slug)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('actions.viewLabel', { title: article.title })}
          >
            {t('actions.view')}
          </a>
          <Link to={`/write-article?edit=${article.id}`} aria-label={t('actions.editLabel', { title: article.title })}>
            {t('actions.edit')}
          </Link>
          <Button
            variant="ghost"
            disabled={props.busy}
            aria-label={t('actions.deleteLabel', { title: article.title })}
            onClick={() => props.onDelete(ref)}
          >
            {t('actions.delete')}
          </Button>
        </RowActions>
      </td>
    </tr>
  );
}
