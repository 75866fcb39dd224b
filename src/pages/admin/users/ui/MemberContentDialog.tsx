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
import { ContentList, ContentSection } from './MemberContentDialog.styles';

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

/** One item of a group: its text (linking to it when it has a page), a muted note, the hidden mark. */
interface Item {
  id: string;
  created_at: string;
  text: ReactNode;
  to?: string | null;
  note?: string | false;
  hidden?: boolean;
}

function MemberContent({ id }: { id: string }) {
  const { t } = useTranslation('admin-users');
  const format = useLocaleFormat();
  const [result] = useAdminQuery(AdminUsersMemberContentQuery, { id });
  if (result.error) return <Alert>{t('content.failed', { message: apiErrorMessage(result.error) })}</Alert>;
  const member = result.data?.user_profiles_by_pk;
  if (!result.data) return <LoadingLine label={t('content.loading')} />;
  if (!member) return <p>{t('content.gone')}</p>;
  const reportOf = (report: { discussion_id?: string | null; comment_id?: string | null }) =>
    report.discussion_id ? 'discussion' : report.comment_id ? 'comment' : 'blogPost';
  // Each kind of the member's content: its heading (with the count when given), then each item with its date.
  const groups: { kind: 'posts' | 'threads' | 'comments' | 'reports' | 'actions'; count?: number; items: Item[] }[] = [
    {
      kind: 'posts',
      count: member.blog_posts_aggregate.aggregate?.count,
      items: member.blog_posts.map((post) => ({
        ...post,
        text: post.title,
        to: storyPath('blogPost', post.slug),
        note: !post.published && !post.hidden && t('content.draft'),
      })),
    },
    {
      kind: 'threads',
      count: member.discussions_aggregate.aggregate?.count,
      items: member.discussions.map((thread) => ({
        ...thread,
        text: snippet(thread.content),
        to: itemPath({ discussion_id: thread.id }) ?? '/discussion',
      })),
    },
    {
      kind: 'comments',
      count: member.discussion_comments_aggregate.aggregate?.count,
      items: member.discussion_comments.map((comment) => ({
        ...comment,
        text: snippet(comment.content),
        to: itemPath({ ...comment, comment_id: comment.id }),
      })),
    },
    {
      kind: 'reports',
      count: member.reports_filed_aggregate.aggregate?.count,
      items: member.reports_filed.map((report) => ({
        id: report.id,
        created_at: report.created_at,
        text: `${t(`content.reportOf.${reportOf(report)}`)}${report.reason ? `: ${snippet(report.reason)}` : ''}`,
        note: t(report.resolved ? 'content.resolved' : 'content.open'),
      })),
    },
    {
      kind: 'actions',
      items: member.moderation_actions.map((action) => ({
        id: action.id,
        created_at: action.created_at,
        text: `${t(`content.action.${action.kind as 'hide' | 'warn' | 'suspend' | 'unsuspend'}`, {
          time: action.suspended_until ? format.dateTime(action.suspended_until) : '',
        })}${action.note ? `: ${snippet(action.note)}` : ''}`,
      })),
    },
  ];

  return (
    <>
      {/* The deleted member has no page. */}
      {!isDeletedMember(id) && <TextLink to={memberPath(member.username)}>{t('content.profile')}</TextLink>}
      {groups.map(({ kind, count, items }) => (
        <ContentSection key={kind} aria-label={t(`content.${kind}`)}>
          <h3>{kind === 'actions' ? t('content.actions') : t(`content.${kind}Count`, { count: format.number(count ?? 0) })}</h3>
          {items.length === 0 ? (
            <Muted>{t('content.none')}</Muted>
          ) : (
            <ContentList>
              {items.map((item) => (
                <li key={item.id}>
                  {item.to ? <TextLink to={item.to}>{item.text}</TextLink> : item.text} {item.note && <Muted>{item.note}</Muted>}
                  {item.hidden && <HiddenMark />} <Muted>{format.dateTime(item.created_at)}</Muted>
                </li>
              ))}
            </ContentList>
          )}
        </ContentSection>
      ))}
    </>
  );
}
