import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STORY_FIELDS, STORY_LIMITS, validateStory, type StoryErrors, type StoryField } from '@/entities/story';
import { ImagePicker, MarkdownBodyEditor } from '@/features/upload-image';
import { languages } from '@/shared/lib/i18n';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { localizedName, type BilingualName } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextArea } from '@/shared/ui/text-area';
import { TextField } from '@/shared/ui/text-field';
import { trimmedLength } from '@/shared/lib/text-length';
import { POST_RULES, type PostFormValues } from '../model/postForm';
import { PostPreview } from './PostPreview';
import { TagsInput } from './TagsInput';
import { Actions, Check, Checks, Field, Form, Label, Message, Row, Select, Workspace } from './WriteBlogPage.styles';

export interface BlogCategory extends BilingualName {
  id: string;
}

export interface PostFormProps {
  initialValues: PostFormValues;
  categories: BlogCategory[];
  /** Shown at the category field when the categories could not be loaded (with a retry). */
  categoriesProblem?: ReactNode;
  /** Saves the post; resolves with an error text to show, or null when saved (the owner moves on). */
  onSave: (values: PostFormValues) => Promise<string | null>;
  /** Called after every edit, to keep a copy of the unsaved text; pass a stable function. */
  onChange?: (values: PostFormValues) => void;
  /** A notice above the form, such as 'your unsaved changes were restored'. */
  notice?: ReactNode;
  /** Whether the stored post is published: its buttons then say Update and Unpublish (else Publish and Save Draft). */
  storedPublished?: boolean;
  /** Whether the writer may feature the post (admins only; the API refuses it from members). */
  canFeature?: boolean;
}

/** The blog post form (spec section 2, Write blog) with its rules (section 5) and a live preview. */
export function PostForm({
  initialValues,
  categories,
  categoriesProblem,
  onSave,
  onChange,
  notice,
  storedPublished = false,
  canFeature = false,
}: PostFormProps) {
  const { t } = useTranslation('write-blog');
  const format = useLocaleFormat();
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const categoryId = useId();
  const categoryMessageId = useId();
  const languageId = useId();
  const errors: StoryErrors = attempted ? validateStory(values, POST_RULES) : {};
  const errorText = (field: StoryField) => {
    const code = errors[field];
    return code && t(`validation.${code}`);
  };

  // Only edits are reported: the values the form started with are already kept.
  const changed = useRef(false);
  useEffect(() => {
    if (changed.current) onChange?.(values);
  }, [values, onChange]);

  const update = <Key extends keyof PostFormValues>(key: Key, value: PostFormValues[Key]) => {
    changed.current = true;
    setValues((current) => ({ ...current, [key]: value }));
  };

  const save = async (published: boolean) => {
    const next = { ...values, published };
    update('published', published);
    setAttempted(true);
    setSaveError(null);
    const found = validateStory(next, POST_RULES);
    const first = STORY_FIELDS.find((field) => found[field]);
    if (first) {
      const control = form.current?.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setSaving(true);
    const error = await onSave(next);
    if (error) {
      setSaveError(error);
      setSaving(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) void save(values.published);
  };

  const count = (value: string, max: number) => t('fields.count', { count: trimmedLength(value), max });

  return (
    <Workspace>
      <Form ref={form} noValidate onSubmit={submit} aria-busy={saving}>
        {notice}
        <TextField
          label={t('fields.title')}
          name="title"
          value={values.title}
          onChange={(event) => update('title', event.target.value)}
          error={errorText('title')}
          hint={count(values.title, STORY_LIMITS.titleMax)}
          lang={format.langOf(values.language)}
        />
        <TextArea
          label={t('fields.excerpt')}
          name="excerpt"
          rows={3}
          value={values.excerpt}
          onChange={(event) => update('excerpt', event.target.value)}
          error={errorText('excerpt')}
          hint={count(values.excerpt, STORY_LIMITS.excerptMax)}
        />
        <MarkdownBodyEditor
          label={t('fields.content')}
          name="content"
          rows={20}
          folder="blog"
          value={values.content}
          onChange={(content) => update('content', content)}
          error={errorText('content')}
          hint={t('fields.contentHint')}
          disabled={saving}
        />
        <ImagePicker
          label={t('fields.image')}
          folder="blog"
          value={values.imageUrl}
          onChange={(url) => update('imageUrl', url)}
          disabled={saving}
        />
        <Row>
          <Field>
            <Label htmlFor={categoryId}>{t('fields.category')}</Label>
            <Select
              id={categoryId}
              name="categoryId"
              value={values.categoryId}
              onChange={(event) => update('categoryId', event.target.value)}
              aria-invalid={errors.categoryId ? true : undefined}
              aria-describedby={errors.categoryId ? categoryMessageId : undefined}
            >
              <option value="">{t('fields.categoryPlaceholder')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {localizedName(category, format.language)}
                </option>
              ))}
            </Select>
            {errors.categoryId && (
              <Message id={categoryMessageId} $error>
                {errorText('categoryId')}
              </Message>
            )}
            {categoriesProblem}
          </Field>
          <Field>
            <Label htmlFor={languageId}>{t('fields.language')}</Label>
            <Select
              id={languageId}
              name="language"
              value={values.language}
              onChange={(event) => update('language', event.target.value === 'zh' ? 'zh' : 'en')}
            >
              {languages.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </Select>
          </Field>
        </Row>
        <TagsInput tags={values.tags} onChange={(tags) => update('tags', tags)} disabled={saving} />
        {canFeature && (
          <Checks>
            <Check>
              <input
                type="checkbox"
                name="featured"
                checked={values.featured}
                onChange={(event) => update('featured', event.target.checked)}
              />
              {t('fields.featured')}
            </Check>
          </Checks>
        )}
        <Message>{storedPublished ? t('fields.publishedHintEdit') : t('fields.publishedHint')}</Message>
        {saveError && <Alert>{saveError}</Alert>}
        <Actions>
          <Button variant="ghost" disabled={saving} onClick={() => void save(false)}>
            {saving && !values.published ? t('actions.saving') : storedPublished ? t('actions.unpublish') : t('actions.saveDraft')}
          </Button>
          <Button disabled={saving} onClick={() => void save(true)}>
            {saving && values.published ? t('actions.saving') : storedPublished ? t('actions.update') : t('actions.publish')}
          </Button>
        </Actions>
      </Form>
      <PostPreview values={values} />
    </Workspace>
  );
}
