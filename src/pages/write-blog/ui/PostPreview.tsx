import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/shared/lib/locale-format';
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
            {shown.title.trim() && <PreviewTitle>{shown.title}</PreviewTitle>}
            {shown.excerpt.trim() && <PreviewExcerpt>{shown.excerpt}</PreviewExcerpt>}
            <Markdown>{shown.content}</Markdown>
            {shown.tags.length > 0 && <PreviewTags>{shown.tags.map((tag) => `#${tag}`).join(' ')}</PreviewTags>}
          </div>
        )}
      </PreviewScroll>
    </PreviewPanel>
  );
}
