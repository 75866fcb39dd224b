import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayName } from '@/entities/session';
import { STORY_FIELDS, validateStory, type StoryErrors, type StoryField } from '@/entities/story';
import { ImagePicker, MarkdownBodyEditor } from '@/features/upload-image';
import { ADMIN_PAGE_PATHS } from '@/shared/config';
import type { SessionUser } from '@/shared/api';
import { languages } from '@/shared/lib/i18n';
import { localizedName } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { FormFields, type FieldSpec } from '@/shared/ui/form-fields';
import { FieldSlot, focusField, FormActions, FormStack } from '@/shared/ui/form-layout';
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
  const navigate = useNavigate();
  // The own byline shows as the author with the admin's email when there is one.
  const [draft, setDraft] = useState(() => {
    const own = ownAuthor(options.authors, user);
    return initial.authorId === OWN_AUTHOR && own ? { ...initial, authorId: own.id } : initial;
  });
  const [errors, setErrors] = useState<StoryErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { save, saving, failure } = useSaveArticle({ articleId, authors: options.authors, user });
  const failureText = useFailureText(failure);
  const categoriesExist = options.categories.length > 0;
  const hasOwnAuthor = ownAuthor(options.authors, user) !== undefined;

  const update = <K extends keyof ArticleDraft>(field: K, value: ArticleDraft[K]) => {
    const next = { ...draft, [field]: value };
    // A translation links two languages: changing the language drops a link to the same one.
    if (field === 'language') next.translationOfId = '';
    setDraft(next);
    if (submitted) setErrors(validateStory(next, { categoryRequired: categoriesExist }));
  };

  const submit = async (published: boolean) => {
    setSubmitted(true);
    const found = validateStory(draft, { categoryRequired: categoriesExist });
    setErrors(found);
    const first = STORY_FIELDS.find((field) => found[field]);
    if (first) {
      focusField(form.current, first);
      return;
    }
    const saved = await save(draft, published);
    if (!saved) return;
    // Back to the list, which says what was saved (spec section 2); a published article links to its address there.
    const state: SavedArticleState = { saved: { id: saved.id, title: draft.title.trim(), published: saved.published } };
    navigate(ADMIN_PAGE_PATHS.articles, { state });
  };

  // Enter in a field must not publish: only the two buttons save.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  const message = (field: keyof ArticleDraft) => {
    const key = errors[field as StoryField];
    return key ? t(`validation.${key}`) : undefined;
  };
  const translations = options.articles.filter((article) => article.language !== draft.language && article.id !== articleId);
  const busy = saving !== null;
  const fields: FieldSpec<ArticleDraft>[] = [
    { field: 'title', label: t('fields.title') },
    { kind: 'textarea', field: 'excerpt', label: t('fields.excerpt'), rows: 3, hint: t('fields.excerptHint') },
    <FieldSlot key="content" name="content">
      <MarkdownBodyEditor
        label={t('fields.content')}
        value={draft.content}
        onChange={(value) => update('content', value)}
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
      onChange={(url) => update('imageUrl', url)}
      folder="general"
      disabled={busy}
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
            ...(hasOwnAuthor ? [] : [{ value: OWN_AUTHOR, label: t('fields.ownAuthor', { name: displayName(user) }) }]),
            { value: '', label: t('fields.noAuthor') },
            ...options.authors.map((author) => ({ value: author.id, label: author.name })),
          ],
        },
      ],
    },
    {
      kind: 'row',
      fields: [
        {
          kind: 'select',
          field: 'language',
          label: t('fields.language'),
          options: languages.map((language) => ({ value: language, label: t(`fields.languages.${language}`) })),
        },
        {
          kind: 'select',
          field: 'translationOfId',
          label: t('fields.translationOf'),
          hint: t('fields.translationHint'),
          options: [
            { value: '', label: t('fields.noTranslation') },
            ...translations.map((article) => ({ value: article.id, label: article.title })),
          ],
        },
      ],
    },
    { kind: 'checkbox', field: 'featured', label: t('fields.featured') },
  ];

  return (
    <FormStack ref={form} noValidate onSubmit={onSubmit}>
      <FormFields fields={fields} form={{ values: draft, error: message, change: update }} />
      {submitted && Object.keys(errors).length > 0 && <Alert>{t('validation.summary')}</Alert>}
      {failureText && <Alert>{failureText}</Alert>}
      <FormActions>
        <Button variant="ghost" disabled={busy} onClick={() => void submit(false)}>
          {saving === 'draft' ? t('saving') : t('saveDraft')}
        </Button>
        <Button disabled={busy} onClick={() => void submit(true)}>
          {saving === 'publish' ? t('saving') : t('publish')}
        </Button>
      </FormActions>
    </FormStack>
  );
}
