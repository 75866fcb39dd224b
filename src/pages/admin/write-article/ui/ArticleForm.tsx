import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayName } from '@/entities/session';
import { STORY_FIELDS, validateStory, type StoryErrors, type StoryField } from '@/entities/story';
import { ImagePicker, MarkdownBodyEditor } from '@/features/upload-image';
import { ADMIN_PAGE_PATHS } from '@/shared/config';
import type { SessionUser } from '@/shared/api';
import { languages, type Language } from '@/shared/lib/i18n';
import { localizedName } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextArea } from '@/shared/ui/text-area';
import { TextField } from '@/shared/ui/text-field';
import { Checkbox } from '@/shared/ui/checkbox';
import { SelectField } from '@/shared/ui/select-field';
import { FieldSlot, focusField, FormActions, FormRow, FormStack } from '@/shared/ui/form-layout';
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

  const message = (field: StoryField) => {
    const key = errors[field];
    return key ? t(`validation.${key}`) : undefined;
  };
  const translations = options.articles.filter((article) => article.language !== draft.language && article.id !== articleId);
  const busy = saving !== null;

  return (
    <FormStack ref={form} noValidate onSubmit={onSubmit}>
      <FieldSlot name="title">
        <TextField
          label={t('fields.title')}
          value={draft.title}
          error={message('title')}
          onChange={(event) => update('title', event.target.value)}
        />
      </FieldSlot>
      <FieldSlot name="excerpt">
        <TextArea
          label={t('fields.excerpt')}
          rows={3}
          value={draft.excerpt}
          hint={t('fields.excerptHint')}
          error={message('excerpt')}
          onChange={(event) => update('excerpt', event.target.value)}
        />
      </FieldSlot>
      <FieldSlot name="content">
        <MarkdownBodyEditor
          label={t('fields.content')}
          value={draft.content}
          onChange={(value) => update('content', value)}
          folder="general"
          hint={t('fields.contentHint')}
          error={message('content')}
          rows={20}
        />
      </FieldSlot>
      <ImagePicker
        label={t('fields.cover')}
        value={draft.imageUrl}
        onChange={(url) => update('imageUrl', url)}
        folder="general"
        disabled={busy}
      />
      <FormRow>
        <FieldSlot name="categoryId">
          <SelectField
            label={t('fields.category')}
            value={draft.categoryId}
            error={message('categoryId')}
            hint={categoriesExist ? undefined : t('fields.noCategories')}
            disabled={!categoriesExist}
            onChange={(event) => update('categoryId', event.target.value)}
          >
            <option value="">{t('fields.chooseCategory')}</option>
            {options.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {localizedName(category, i18n.language)}
              </option>
            ))}
          </SelectField>
        </FieldSlot>
        <SelectField
          label={t('fields.author')}
          value={draft.authorId}
          hint={draft.authorId === OWN_AUTHOR ? t('fields.ownAuthorHint', { email: user.email }) : undefined}
          onChange={(event) => update('authorId', event.target.value)}
        >
          {!hasOwnAuthor && <option value={OWN_AUTHOR}>{t('fields.ownAuthor', { name: displayName(user) })}</option>}
          <option value="">{t('fields.noAuthor')}</option>
          {options.authors.map((author) => (
            <option key={author.id} value={author.id}>
              {author.name}
            </option>
          ))}
        </SelectField>
      </FormRow>
      <FormRow>
        <SelectField
          label={t('fields.language')}
          value={draft.language}
          onChange={(event) => update('language', event.target.value as Language)}
        >
          {languages.map((language) => (
            <option key={language} value={language}>
              {t(`fields.languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('fields.translationOf')}
          value={draft.translationOfId}
          hint={t('fields.translationHint')}
          onChange={(event) => update('translationOfId', event.target.value)}
        >
          <option value="">{t('fields.noTranslation')}</option>
          {translations.map((article) => (
            <option key={article.id} value={article.id}>
              {article.title}
            </option>
          ))}
        </SelectField>
      </FormRow>
      <Checkbox label={t('fields.featured')} checked={draft.featured} onChange={(event) => update('featured', event.target.checked)} />
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
