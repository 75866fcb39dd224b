import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayName } from '@/entities/session';
import { validateStory, type StoryValidationKey } from '@/entities/story';
import { ImagePicker, MarkdownBodyEditor } from '@/features/upload-image';
import { ADMIN_PAGE_PATHS } from '@/shared/config';
import type { SessionUser } from '@/shared/api';
import { localizedName } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { dropsTranslation, FormFrame, translationFields, useForm, type FieldSpec } from '@/shared/ui/form-fields';
import { FieldSlot } from '@/shared/ui/form-layout';
import { OWN_AUTHOR, type ArticleDraft } from '../model/articleDraft';
import { ownAuthor, useSaveArticle, type SaveFailure } from '../model/useSaveArticle';

export interface ArticleFormOptions {
  categories: readonly { id: string; name: string; name_zh?: string | null }[];
  authors: readonly { id: string; name: string; email: string }[];
  articles: readonly { id: string; title: string; language: string }[];
}

export interface ArticleFormProps {
  /** The article being edited; absent for a new one. */
  articleId?: string;
  initial: ArticleDraft;
  options: ArticleFormOptions;
  user: SessionUser;
}

/** Where the article management page tells what was saved. */
export interface SavedArticleState {
  saved: { id: string; title: string; published: boolean };
}

function useFailureText(failure: SaveFailure | null): string | null {
  const { t } = useTranslation('write-article');
  if (!failure) return null;
  if (failure.kind === 'permission') return t('noPermission');
  return failure.message ? t('saveFailed', { message: failure.message }) : t('saveFailedRetry');
}

/** The write/edit article form: fields, markdown toolbar with preview, validation, save as draft or publish. */
export function ArticleForm({ articleId, initial, options, user }: ArticleFormProps) {
  const { t, i18n } = useTranslation('write-article');
  // The language and translation keys are built from their names.
  const words = t as unknown as (key: string) => string;
  const navigate = useNavigate();
  const categoriesExist = options.categories.length > 0;
  const own = ownAuthor(options.authors, user);
  const form = useForm<ArticleDraft, StoryValidationKey, SaveFailure>({
    // The own byline shows as the author with the admin's email when there is one.
    initial: initial.authorId === OWN_AUTHOR && own ? { ...initial, authorId: own.id } : initial,
    validate: (draft) => validateStory(draft, { categoryRequired: categoriesExist }),
    live: true,
    derive: dropsTranslation,
  });
  const { values: draft, errors, busy } = form;
  const save = useSaveArticle({ articleId, authors: options.authors, user });
  const failureText = useFailureText(form.failure);

  const submit = (published: boolean) =>
    void form.submit(
      async (values) => {
        // Anything thrown on the way is a failure without a message (the text asks to try again).
        const saved = await save(values, published).catch((): SaveFailure => ({ kind: 'failed', message: '' }));
        if ('kind' in saved) return saved;
        // Back to the list, which says what was saved (spec section 2); a published article links to its address there.
        const state: SavedArticleState = { saved: { id: saved.id, title: values.title.trim(), published: saved.published } };
        navigate(ADMIN_PAGE_PATHS.articles, { state });
        return null;
      },
      published ? 'publish' : 'draft',
    );

  const message = (field: keyof ArticleDraft) => {
    const key = errors[field];
    return key ? t(`validation.${key}`) : undefined;
  };
  const fields: FieldSpec<ArticleDraft>[] = [
    { field: 'title', label: t('fields.title') },
    { kind: 'textarea', field: 'excerpt', label: t('fields.excerpt'), rows: 3, hint: t('fields.excerptHint') },
    <FieldSlot key="content" name="content">
      <MarkdownBodyEditor
        label={t('fields.content')}
        value={draft.content}
        onChange={(value) => form.change('content', value)}
        folder="general"
        hint={t('fields.contentHint')}
        error={message('content')}
        rows={20}
      />
    </FieldSlot>,
    <ImagePicker
      key="cover"
      label={t('fields.cover')}
      value={draft.imageUrl}
      onChange={(url) => form.change('imageUrl', url)}
      folder="general"
      disabled={busy !== null}
    />,
    {
      kind: 'row',
      fields: [
        {
          kind: 'select',
          field: 'categoryId',
          label: t('fields.category'),
          hint: categoriesExist ? undefined : t('fields.noCategories'),
          disabled: !categoriesExist,
          options: [
            { value: '', label: t('fields.chooseCategory') },
            ...options.categories.map((category) => ({ value: category.id, label: localizedName(category, i18n.language) })),
          ],
        },
        {
          kind: 'select',
          field: 'authorId',
          label: t('fields.author'),
          hint: draft.authorId === OWN_AUTHOR ? t('fields.ownAuthorHint', { email: user.email }) : undefined,
          options: [
            ...(own ? [] : [{ value: OWN_AUTHOR, label: t('fields.ownAuthor', { name: displayName(user) }) }]),
            { value: '', label: t('fields.noAuthor') },
            ...options.authors.map((author) => ({ value: author.id, label: author.name })),
          ],
        },
      ],
    },
    translationFields(
      draft,
      (key) => words(`fields.${key}`),
      options.articles.map(({ id, title, language }) => ({ id, label: title, language })),
      articleId,
    ),
    { kind: 'checkbox', field: 'featured', label: t('fields.featured') },
  ];

  return (
    <FormFrame
      form={form}
      fields={fields}
      error={message}
      failure={failureText}
      buttons={
        <>
          <Button variant="ghost" disabled={busy !== null} onClick={() => submit(false)}>
            {busy === 'draft' ? t('saving') : t('saveDraft')}
          </Button>
          <Button disabled={busy !== null} onClick={() => submit(true)}>
            {busy === 'publish' ? t('saving') : t('publish')}
          </Button>
        </>
      }
    >
      {Object.keys(errors).length > 0 && <Alert>{t('validation.summary')}</Alert>}
    </FormFrame>
  );
}
