import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenMark, itemPath } from '@/entities/discussion';
import { memberPath, storyPath } from '@/entities/story';
import { useAdminQuery } from '@/shared/api';
import { isDeletedMember } from '@/shared/config';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { Dialog, DialogBody } from '@/shared/ui/dialog';
import { LoadingLine } from '@/shared/ui/loading-line';
import { TextLink } from '@/shared/ui/text-link';
import { AdminUsersMemberContentQuery } from '../api/adminUsersQueries';
import type { UserRef } from '../model/useAdminRights';
import { Muted } from '@/shared/ui/layout';
import { ContentList, ContentSection, Snippet } from './MemberContentDialog.styles';

const SNIPPET = 140;
const snippet = (text: string) => (text.length > SNIPPET ? `${text.slice(0, SNIPPET - 1)}…` : text);

export interface MemberContentDialogProps {
  /** The member whose content is shown; null keeps the dialog closed. */
  user: UserRef | null;
  onClose: () => void;
}

/** A member's newest blog posts, discussions, comments and reports, and the moderators' actions about them. */
export function MemberContentDialog({ user, onClose }: MemberContentDialogProps) {
  const { t } = useTranslation('admin-users');
  return (
    <Dialog open={user !== null} onClose={onClose} title={t('content.title', { name: user?.name ?? '' })} closeLabel={t('confirm.close')}>
      <DialogBody>{user && <MemberContent id={user.id} />}</DialogBody>
    </Dialog>
  );
}

type Counted = { aggregate?: { count: number } | null };

/** One kind of the member's content: its heading (with the count when given), then each item with its date, or 'none'. */
function ContentGroup<Row extends { id: string; created_at: string }>(props: {
  kind: 'posts' | 'threads' | 'comments' | 'reports' | 'actions';
  count?: Counted;
  rows: readonly Row[];
  children: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation('admin-users');
  const format = useLocaleFormat();
  const label = t(`content.${props.kind}`);
  const count = props.count && format.number(props.count.aggregate?.count ?? 0);
  return (
    <ContentSection aria-label={label}>
      <h3>{props.kind === 'actions' ? label : t(`content.${props.kind}Count`, { count })}</h3>
      {props.rows.length === 0 ? (
        <Muted>{t('content.none')}</Muted>
      ) : (
        <ContentList>
          {props.rows.map((row) => (
            <li key={row.id}>
              {props.children(row)} <Muted>{format.dateTime(row.created_at)}</Muted>
            </li>
          ))}
        </ContentList>
      )}
    </ContentSection>
  );
}

function MemberContent({ id }: { id: string }) {
  const { t } = useTranslation('admin-users');
  const format = useLocaleFormat();
  const [result] = useAdminQuery(AdminUsersMemberContentQuery, { id });
  if (result.error) return <Alert>{t('content.failed', { message: apiErrorMessage(result.error) })}</Alert>;
  const member = result.data?.user_profiles_by_pk;
  if (!result.data) return <LoadingLine label={t('content.loading')} />;
  if (!member) return <p>{t('content.gone')}</p>;

  return (
    <>
      {/* The deleted member has no page. */}
      {!isDeletedMember(id) && <TextLink to={memberPath(member.username)}>{t('content.profile')}</TextLink>}
      <ContentGroup kind="posts" count={member.blog_posts_aggregate} rows={member.blog_posts}>
        {(post) => (
          <>
            <TextLink to={storyPath('blogPost', post.slug)}>{post.title}</TextLink>{' '}
            {!post.published && !post.hidden && <Muted>{t('content.draft')}</Muted>}
            {post.hidden && <HiddenMark />}
          </>
        )}
      </ContentGroup>
      <ContentGroup kind="threads" count={member.discussions_aggregate} rows={member.discussions}>
        {(thread) => (
          <>
            <TextLink to={itemPath({ discussion_id: thread.id }) ?? '/discussion'}>
              <Snippet>{snippet(thread.content)}</Snippet>
            </TextLink>{' '}
            {thread.hidden && <HiddenMark />}
          </>
        )}
      </ContentGroup>
      <ContentGroup kind="comments" count={member.discussion_comments_aggregate} rows={member.discussion_comments}>
        {(comment) => {
          const path = itemPath({ ...comment, comment_id: comment.id });
          const text = <Snippet>{snippet(comment.content)}</Snippet>;
          return (
            <>
              {path ? <TextLink to={path}>{text}</TextLink> : text} {comment.hidden && <HiddenMark />}
            </>
          );
        }}
      </ContentGroup>
      <ContentGroup kind="reports" count={member.reports_filed_aggregate} rows={member.reports_filed}>
        {(report) => (
          <>
            {t(
              report.discussion_id
                ? 'content.reportOf.discussion'
                : report.comment_id
                  ? 'content.reportOf.comment'
                  : 'content.reportOf.blogPost',
            )}
            {report.reason && `: ${snippet(report.reason)}`} <Muted>{t(report.resolved ? 'content.resolved' : 'content.open')}</Muted>
          </>
        )}
      </ContentGroup>
      <ContentGroup kind="actions" rows={member.moderation_actions}>
        {(action) => (
          <>
            {t(`content.action.${action.kind as 'hide' | 'warn' | 'suspend' | 'unsuspend'}`, {
              time: action.suspended_until ? format.dateTime(action.suspended_until) : '',
            })}
            {action.note && `: ${snippet(action.note)}`}
          </>
        )}
      </ContentGroup>
    </>
  );
}
