import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STORY_LIMITS } from '@/entities/story';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { trimmedLength } from '@/shared/lib/text-length';
import { Markdown } from '@/shared/ui/markdown';
import type { PostFormValues } from '../model/postForm';
import { Muted, PreviewExcerpt, PreviewImage, PreviewPanel, PreviewScroll, PreviewTags, PreviewTitle } from './WriteBlogPage.styles';

/** The live preview: the post as readers will see it, its body rendered as on the post page. */
export function PostPreview({ values }: { values: PostFormValues }) {
  const { t } = useTranslation('write-blog');
  const format = useLocaleFormat();
  const headingId = useId();
  // Typing stays responsive in a long post: the preview follows when the browser has time.
  const shown = useDeferredValue(values);
  const lang = format.langOf(shown.language);
  const blank = !shown.title.trim() && !shown.excerpt.trim() && !shown.content.trim() && !shown.imageUrl;
  // What the form would refuse for its length is not shown as if readers could see it; a note says why.
  const titleTooLong = trimmedLength(shown.title) > STORY_LIMITS.titleMax;
  const excerptTooLong = trimmedLength(shown.excerpt) > STORY_LIMITS.excerptMax;
  const contentTooLong = trimmedLength(shown.content) > STORY_LIMITS.contentMax;
  return (
    <PreviewPanel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('preview.title')}</h2>
      {/* Focusable so keyboard users can scroll it. */}
      <PreviewScroll tabIndex={0} role="region" aria-label={t('preview.label')} data-testid="post-preview">
        {blank ? (
          <Muted>{t('preview.empty')}</Muted>
        ) : (
          <div lang={lang}>
            {shown.imageUrl && <PreviewImage src={shown.imageUrl} alt="" width={1200} height={630} />}
            {titleTooLong ? (
              <Muted>{t('preview.tooLong', { field: t('fields.title'), max: STORY_LIMITS.titleMax })}</Muted>
            ) : (
              shown.title.trim() && <PreviewTitle>{shown.title}</PreviewTitle>
            )}
            {excerptTooLong ? (
              <Muted>{t('preview.tooLong', { field: t('fields.excerpt'), max: STORY_LIMITS.excerptMax })}</Muted>
            ) : (
              shown.excerpt.trim() && <PreviewExcerpt>{shown.excerpt}</PreviewExcerpt>
            )}
            {contentTooLong ? (
              <Muted>{t('preview.tooLong', { field: t('fields.content'), max: STORY_LIMITS.contentMax })}</Muted>
            ) : (
              <Markdown>{shown.content}</Markdown>
            )}
            {shown.tags.length > 0 && <PreviewTags>{shown.tags.map((tag) => `#${tag}`).join(' ')}</PreviewTags>}
          </div>
        )}
      </PreviewScroll>
    </PreviewPanel>
  );
}
