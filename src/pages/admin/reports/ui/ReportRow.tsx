import { useTranslation } from 'react-i18next';
import { HiddenMark, itemPath } from '@/entities/discussion';
import { storyPath } from '@/entities/story';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Button } from '@/shared/ui/button';
import { TextLink } from '@/shared/ui/text-link';
import type { ReportedItem, useModeration } from '../model/useModeration';
import { Actions, Excerpt, Meta, Row } from './AdminReportsPage.styles';

interface Report {
  id: string;
  reason?: string | null;
  created_at: string;
  reporter?: { username: string; display_name: string } | null;
  discussion?: { id: string; content: string; hidden: boolean } | null;
  comment?: {
    id: string;
    content: string;
    hidden: boolean;
    discussion_id?: string | null;
    article?: { slug: string } | null;
    blog_post?: { slug: string } | null;
  } | null;
  blog_post?: { id: string; slug: string; title: string; excerpt: string; hidden: boolean } | null;
}

interface ReportRowProps {
  report: Report;
  moderation: ReturnType<typeof useModeration>;
}

/** One report: the item and its text, who reported it, why and when, with hide/unhide and resolve. */
export function ReportRow({ report, moderation }: ReportRowProps) {
  const { t } = useTranslation('admin-reports');
  const format = useLocaleFormat();
  const post = report.blog_post;
  const content = report.discussion ?? report.comment ?? (post && { content: `${post.title}: ${post.excerpt}`, hidden: post.hidden });
  const item: ReportedItem | null = report.discussion
    ? { kind: 'discussion', id: report.discussion.id }
    : report.comment
      ? { kind: 'comment', id: report.comment.id }
      : post
        ? { kind: 'blogPost', id: post.id }
        : null;
  const path = report.discussion
    ? itemPath({ discussion_id: report.discussion.id })
    : report.comment
      ? itemPath({ ...report.comment, comment_id: report.comment.id })
      : post && storyPath('blogPost', post.slug);
  return (
    <Row data-testid="report-row">
      <Meta>
        <strong>{t(`kind.${item?.kind ?? 'discussion'}`)}</strong>
        <span>
          {t('reportedBy', { name: report.reporter?.display_name ?? t('unknownMember'), time: format.dateTime(report.created_at) })}
        </span>
        {content?.hidden && <HiddenMark />}
      </Meta>
      {content ? <Excerpt>{content.content}</Excerpt> : <Excerpt>{t('gone')}</Excerpt>}
      <p>{report.reason ? t('reason', { reason: report.reason }) : t('noReason')}</p>
      <Actions>
        {path && <TextLink to={path}>{t('open')}</TextLink>}
        {item && content && (
          <Button
            variant={content.hidden ? 'ghost' : 'primary'}
            disabled={moderation.pending}
            onClick={() => void moderation.setHidden(item, !content.hidden)}
          >
            {content.hidden ? t('unhide') : t('hide')}
          </Button>
        )}
        <Button variant="ghost" disabled={moderation.pending} onClick={() => void moderation.setResolved(report.id, true)}>
          {t('resolve')}
        </Button>
      </Actions>
    </Row>
  );
}
