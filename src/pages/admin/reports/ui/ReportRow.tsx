import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenMark, itemPath, memberPath } from '@/entities/discussion';
import { storyPath } from '@/entities/story';
import { isSuspended, SuspendedMark, type ModeratedItem, type ModerationRequest } from '@/features/moderate-member';
import type { DocumentType } from '@/shared/api';
import { isDeletedMember } from '@/shared/config';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Button } from '@/shared/ui/button';
import { Cluster } from '@/shared/ui/layout';
import { TextButton } from '@/shared/ui/text-button';
import { TextLink } from '@/shared/ui/text-link';
import type { AdminReportsListQuery } from '../api/adminReportsQueries';
import type { useModeration } from '../model/useModeration';
import { Excerpt, Meta, Row } from './AdminReportsPage.styles';

export type Report = DocumentType<typeof AdminReportsListQuery>['content_reports'][number];

export interface ReportRowProps {
  report: Report;
  moderation: ReturnType<typeof useModeration>;
  /** Opens the moderator's dialog for hide, warn, suspend or unsuspend. */
  onModerate: (request: ModerationRequest) => void;
}

// Texts longer than this start folded (a few lines), so the actions stay within reach.
const FOLD_AT = 280;

/** The reported item (a discussion, a comment or a blog post): what moderation calls it, its text and its page. */
function reported({ discussion, comment, blog_post: post }: Report) {
  if (discussion)
    return { item: { kind: 'discussion', id: discussion.id }, ...discussion, path: itemPath({ discussion_id: discussion.id }) } as const;
  if (comment)
    return { item: { kind: 'comment', id: comment.id }, ...comment, path: itemPath({ ...comment, comment_id: comment.id }) } as const;
  if (post)
    return {
      item: { kind: 'blogPost', id: post.id },
      ...post,
      content: `${post.title}: ${post.excerpt}`,
      path: storyPath('blogPost', post.slug),
    } as const;
  return null;
}

/**
 * One report: the item (its text folded when long), its author with a link to their page and any suspension, who
 * reported it, why and when; hide / unhide, warn, suspend and resolve.
 */
export function ReportRow({ report, moderation, onModerate }: ReportRowProps) {
  const { t } = useTranslation(['admin-reports', 'content']);
  const format = useLocaleFormat();
  const [unfolded, setUnfolded] = useState(false);
  const found = reported(report);
  const item: ModeratedItem | undefined = found?.item;
  const author = found?.author ?? null;
  // The shared author of erased members' posts: named in the admin's language, with no page or @username.
  const deleted = isDeletedMember(author?.id);
  const memberName = deleted ? t('content:deletedMember') : author?.display_name.trim() || author?.username || t('unknownMember');
  const foldable = (found?.content.length ?? 0) > FOLD_AT;
  const suspended = isSuspended(author?.suspended_until);
  const button = (label: string, onClick: () => void, variant: 'ghost' | 'primary' = 'ghost') => (
    <Button variant={variant} disabled={moderation.pending !== null} onClick={onClick}>
      {label}
    </Button>
  );

  return (
    <Row data-testid="report-row">
      <Meta>
        <strong>{t(`kind.${item?.kind ?? 'discussion'}`)}</strong>
        {author && (
          <span>
            {t('by')} {deleted ? memberName : <TextLink to={memberPath(author.username)}>{memberName}</TextLink>}
          </span>
        )}
        {author && !deleted && <span>@{author.username}</span>}
        <SuspendedMark until={author?.suspended_until} reason={author?.suspension_reason} />
        {found?.hidden && <HiddenMark />}
      </Meta>
      <Excerpt $folded={foldable && !unfolded} data-testid={found ? 'report-text' : undefined}>
        {found ? found.content : t('gone')}
      </Excerpt>
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
        {found?.path && <TextLink to={found.path}>{t('open')}</TextLink>}
        {item &&
          found &&
          (found.hidden
            ? button(t('unhide'), () => void moderation.unhide(item))
            : button(t('hide'), () => onModerate({ kind: 'hide', item, memberName }), 'primary'))}
        {item && author && button(t('warn'), () => onModerate({ kind: 'warn', item, memberName }))}
        {item &&
          author &&
          !author.is_admin &&
          button(suspended ? t('unsuspend') : t('suspend'), () =>
            onModerate(
              suspended
                ? { kind: 'unsuspend', memberId: author.id, memberName }
                : { kind: 'suspend', memberId: author.id, memberName, item },
            ),
          )}
        {button(t('resolve'), () => void moderation.resolve(report.id))}
      </Cluster>
    </Row>
  );
}
