import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenMark, itemPath, memberPath } from '@/entities/discussion';
import { storyPath } from '@/entities/story';
import { isSuspended, SuspendedMark, type ModeratedItem, type ModerationRequest } from '@/features/moderate-member';
import { isDeletedMember } from '@/shared/config';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Button } from '@/shared/ui/button';
import { TextButton } from '@/shared/ui/text-button';
import { TextLink } from '@/shared/ui/text-link';
import type { useModeration } from '../model/useModeration';
import { Cluster } from '@/shared/ui/layout';
import { Excerpt, Meta, Row } from './AdminReportsPage.styles';

interface Author {
  id: string;
  username: string;
  display_name: string;
  is_admin: boolean;
  suspended_until?: string | null;
  suspension_reason?: string | null;
}

export interface Report {
  id: string;
  reason?: string | null;
  created_at: string;
  reporter?: { username: string; display_name: string } | null;
  discussion?: { id: string; content: string; hidden: boolean; author?: Author | null } | null;
  comment?: {
    id: string;
    content: string;
    hidden: boolean;
    discussion_id?: string | null;
    article?: { slug: string } | null;
    blog_post?: { slug: string } | null;
    author?: Author | null;
  } | null;
  blog_post?: { id: string; slug: string; title: string; excerpt: string; hidden: boolean; author?: Author | null } | null;
}

export interface ReportRowProps {
  report: Report;
  moderation: ReturnType<typeof useModeration>;
  /** Opens the moderator's dialog for hide, warn, suspend or unsuspend. */
  onModerate: (request: ModerationRequest) => void;
}

// Texts longer than this start folded (a few lines), so the actions stay within reach.
const FOLD_AT = 280;

/**
 * One report: the item (its text folded when long), its author with a link to their page and any suspension, who
 * reported it, why and when; hide / unhide, warn, suspend and resolve.
 */
export function ReportRow({ report, moderation, onModerate }: ReportRowProps) {
  const { t } = useTranslation(['admin-reports', 'content']);
  const format = useLocaleFormat();
  const [unfolded, setUnfolded] = useState(false);
  const post = report.blog_post;
  const content = report.discussion ?? report.comment ?? (post && { content: `${post.title}: ${post.excerpt}`, hidden: post.hidden });
  const author = (report.discussion ?? report.comment ?? post)?.author ?? null;
  const item: ModeratedItem | null = report.discussion
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
  // The shared author of erased members' posts: named in the admin's language, with no page or @username.
  const deleted = isDeletedMember(author?.id);
  const authorName = deleted ? t('content:deletedMember') : author?.display_name.trim() || author?.username || t('unknownMember');
  const foldable = (content?.content.length ?? 0) > FOLD_AT;
  const suspended = isSuspended(author?.suspended_until);

  return (
    <Row data-testid="report-row">
      <Meta>
        <strong>{t(`kind.${item?.kind ?? 'discussion'}`)}</strong>
        {author && deleted ? (
          <span>
            {t('by')} {authorName}
          </span>
        ) : author ? (
          <span>
            {t('by')} <TextLink to={memberPath(author.username)}>{authorName}</TextLink> <span>@{author.username}</span>
          </span>
        ) : null}
        <SuspendedMark until={author?.suspended_until} reason={author?.suspension_reason} />
        {content?.hidden && <HiddenMark />}
      </Meta>
      {content ? (
        <Excerpt $folded={foldable && !unfolded} data-testid="report-text">
          {content.content}
        </Excerpt>
      ) : (
        <Excerpt $folded={false}>{t('gone')}</Excerpt>
      )}
      {foldable && (
        <TextButton type="button" aria-expanded={unfolded} onClick={() => setUnfolded((value) => !value)}>
          {unfolded ? t('showLess') : t('showAll')}
        </TextButton>
      )}
      <p>
        {t('reportedBy', { name: report.reporter?.display_name ?? t('unknownMember'), time: format.dateTime(report.created_at) })}
        {' · '}
        {report.reason ? t('reason', { reason: report.reason }) : t('noReason')}
      </p>
      <Cluster>
        {path && <TextLink to={path}>{t('open')}</TextLink>}
        {item && content && (
          <Button
            variant={content.hidden ? 'ghost' : 'primary'}
            disabled={moderation.pending}
            onClick={() =>
              content.hidden ? void moderation.setHidden(item, false) : onModerate({ kind: 'hide', item, memberName: authorName })
            }
          >
            {content.hidden ? t('unhide') : t('hide')}
          </Button>
        )}
        {item && author && (
          <Button variant="ghost" disabled={moderation.pending} onClick={() => onModerate({ kind: 'warn', item, memberName: authorName })}>
            {t('warn')}
          </Button>
        )}
        {item && author && !author.is_admin && (
          <Button
            variant="ghost"
            disabled={moderation.pending}
            onClick={() =>
              onModerate(
                suspended
                  ? { kind: 'unsuspend', memberId: author.id, memberName: authorName }
                  : { kind: 'suspend', memberId: author.id, memberName: authorName, item },
              )
            }
          >
            {suspended ? t('unsuspend') : t('suspend')}
          </Button>
        )}
        <Button variant="ghost" disabled={moderation.pending} onClick={() => void moderation.setResolved(report.id, true)}>
          {t('resolve')}
        </Button>
      </Cluster>
    </Row>
  );
}
