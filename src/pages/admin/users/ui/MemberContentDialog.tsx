import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { HiddenMark, itemPath } from '@/entities/discussion';
import { memberPath, storyPath } from '@/entities/story';
import { siteAdminContext } from '@/shared/api';
import { isDeletedMember } from '@/shared/config';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { Dialog, DialogBody } from '@/shared/ui/dialog';
import { LoadingLine } from '@/shared/ui/loading-line';
import { TextLink } from '@/shared/ui/text-link';
import { AdminUsersMemberContentQuery } from '../api/adminUsersQueries';
import type { UserRef } from '../model/useAdminRights';
import { ContentList, ContentSection, Muted, Snippet } from './MemberContentDialog.styles';

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

function MemberContent({ id }: { id: string }) {
  const { t } = useTranslation('admin-users');
  const format = useLocaleFormat();
  const [result] = useQuery({
    query: AdminUsersMemberContentQuery,
    variables: { id },
    context: siteAdminContext,
    requestPolicy: 'cache-and-network',
  });
  if (result.error) return <Alert>{t('content.failed', { message: apiErrorMessage(result.error) })}</Alert>;
  const member = result.data?.user_profiles_by_pk;
  if (!result.data) return <LoadingLine label={t('content.loading')} />;
  if (!member) return <p>{t('content.gone')}</p>;
  const count = (aggregate: { aggregate?: { count: number } | null }) => format.number(aggregate.aggregate?.count ?? 0);
  const when = (iso: string) => <Muted>{format.dateTime(iso)}</Muted>;
  const none = <Muted>{t('content.none')}</Muted>;

  return (
    <>
      {/* The deleted member has no page. */}
      {!isDeletedMember(id) && <TextLink to={memberPath(member.username)}>{t('content.profile')}</TextLink>}
      <ContentSection aria-label={t('content.posts')}>
        <h3>{t('content.postsCount', { count: count(member.blog_posts_aggregate) })}</h3>
        {member.blog_posts.length === 0 ? (
          none
        ) : (
          <ContentList>
            {member.blog_posts.map((post) => (
              <li key={post.id}>
                <TextLink to={storyPath('blogPost', post.slug)}>{post.title}</TextLink>{' '}
                {!post.published && !post.hidden && <Muted>{t('content.draft')}</Muted>}
                {post.hidden && <HiddenMark />} {when(post.created_at)}
              </li>
            ))}
          </ContentList>
        )}
      </ContentSection>
      <ContentSection aria-label={t('content.threads')}>
        <h3>{t('content.threadsCount', { count: count(member.discussions_aggregate) })}</h3>
        {member.discussions.length === 0 ? (
          none
        ) : (
          <ContentList>
            {member.discussions.map((thread) => (
              <li key={thread.id}>
                <TextLink to={itemPath({ discussion_id: thread.id }) ?? '/discussion'}>
                  <Snippet>{snippet(thread.content)}</Snippet>
                </TextLink>{' '}
                {thread.hidden && <HiddenMark />} {when(thread.created_at)}
              </li>
            ))}
          </ContentList>
        )}
      </ContentSection>
      <ContentSection aria-label={t('content.comments')}>
        <h3>{t('content.commentsCount', { count: count(member.discussion_comments_aggregate) })}</h3>
        {member.discussion_comments.length === 0 ? (
          none
        ) : (
          <ContentList>
            {member.discussion_comments.map((comment) => {
              const path = itemPath({ ...comment, comment_id: comment.id });
              return (
                <li key={comment.id}>
                  {path ? (
                    <TextLink to={path}>
                      <Snippet>{snippet(comment.content)}</Snippet>
                    </TextLink>
                  ) : (
                    <Snippet>{snippet(comment.content)}</Snippet>
                  )}{' '}
                  {comment.hidden && <HiddenMark />} {when(comment.created_at)}
                </li>
              );
            })}
          </ContentList>
        )}
      </ContentSection>
      <ContentSection aria-label={t('content.reports')}>
        <h3>{t('content.reportsCount', { count: count(member.reports_filed_aggregate) })}</h3>
        {member.reports_filed.length === 0 ? (
          none
        ) : (
          <ContentList>
            {member.reports_filed.map((report) => (
              <li key={report.id}>
                {t(
                  report.discussion_id
                    ? 'content.reportOf.discussion'
                    : report.comment_id
                      ? 'content.reportOf.comment'
                      : 'content.reportOf.blogPost',
                )}
                {report.reason && `: ${snippet(report.reason)}`} <Muted>{t(report.resolved ? 'content.resolved' : 'content.open')}</Muted>{' '}
                {when(report.created_at)}
              </li>
            ))}
          </ContentList>
        )}
      </ContentSection>
      <ContentSection aria-label={t('content.actions')}>
        <h3>{t('content.actions')}</h3>
        {member.moderation_actions.length === 0 ? (
          none
        ) : (
          <ContentList>
            {member.moderation_actions.map((action) => (
              <li key={action.id}>
                {t(`content.action.${action.kind as 'hide' | 'warn' | 'suspend' | 'unsuspend'}`, {
                  time: action.suspended_until ? format.dateTime(action.suspended_until) : '',
                })}
                {action.note && `: ${snippet(action.note)}`} {when(action.created_at)}
              </li>
            ))}
          </ContentList>
        )}
      </ContentSection>
    </>
  );
}
