import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { itemPath } from '@/entities/discussion';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { isDeletedMember } from '@/shared/config';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Avatar } from '@/shared/ui/avatar';
import { Body, Excerpt, Item, Note, Summary, Time, TargetLink, UnreadDot } from './NotificationItem.styles';

const NotificationItem_NotificationFragment = graphql(`
  fragment NotificationItem_Notification on notifications {
    id
    kind
    note
    read_at
    created_at
    discussion_id
    comment_id
    actor {
      id
      display_name
      avatar_url
    }
    discussion {
      content
    }
    article {
      slug
      title
    }
    blog_post {
      slug
      title
    }
    comment {
      content
    }
    event {
      slug
      name
      start_date
    }
  }
`);

export interface NotificationItemProps {
  notification: FragmentType<typeof NotificationItem_NotificationFragment>;
  /** The controls after it (mark read). */
  actions?: ReactNode;
  /** Called when the reader follows its link (to mark it read). */
  onOpen?: () => void;
  /** Reference time for the relative time. */
  now?: Date;
}

const excerptLength = 120;
const knownKinds = ['reply', 'mention', 'like', 'publish', 'reminder', 'hidden', 'warning'] as const;

/**
 * One notification: who did what (replied, mentioned, liked, published something the member follows; a moderator hid
 * the item or warned its author, with their note) on which item, or a reminder of an event the member answered; when,
 * and whether it is unread.
 */
export function NotificationItem({ actions, onOpen, now, ...props }: NotificationItemProps) {
  const { t } = useTranslation(['notifications', 'content']);
  const format = useLocaleFormat();
  const notification = useFragment(NotificationItem_NotificationFragment, props.notification);
  const kind = knownKinds.find((known) => known === notification.kind) ?? 'like';
  // A moderator's notice names the role, not the person.
  const fromModerator = kind === 'hidden' || kind === 'warning';
  // The shared author of erased members' posts (their replies and mentions stay) is named in the reader's language.
  const actor = fromModerator
    ? t('moderator')
    : isDeletedMember(notification.actor?.id)
      ? t('content:deletedMember')
      : notification.actor?.display_name?.trim() || t('unknownMember');
  const text =
    notification.comment?.content ??
    notification.discussion?.content ??
    notification.article?.title ??
    notification.blog_post?.title ??
    notification.event?.name ??
    '';
  // A warning a moderator gave from the member's page or the users page names no item.
  const aboutItem = Boolean(
    notification.discussion_id || notification.comment_id || notification.article || notification.blog_post || notification.event,
  );
  const path = notification.event ? `/events/${notification.event.slug}` : itemPath(notification);
  const unread = !notification.read_at;
  // A reminder is the member's own: it names the event's start instead of someone who acted.
  const summary =
    kind === 'reminder' && notification.event
      ? t('kind.reminder', { time: format.dateTime(notification.event.start_date) })
      : t(`kind.${kind === 'reminder' ? 'like' : kind === 'warning' && !aboutItem ? 'warningMember' : kind}`, { name: actor });

  return (
    <Item $unread={unread}>
      <Avatar url={fromModerator ? null : notification.actor?.avatar_url} name={actor} size="small" alt="" lazy />
      <Body>
        <Summary>
          {unread && <UnreadDot title={t('unread')} aria-label={t('unread')} role="img" />}
          {path ? (
            <TargetLink to={path} onClick={onOpen}>
              {summary}
            </TargetLink>
          ) : (
            summary
          )}
        </Summary>
        {fromModerator && notification.note && <Note>{t('moderatorNote', { note: notification.note })}</Note>}
        {text && <Excerpt>{text.length > excerptLength ? `${text.slice(0, excerptLength - 1)}…` : text}</Excerpt>}
        <Time dateTime={notification.created_at}>
          {format.relativeTime(notification.created_at, { justNow: t('content:justNow'), now })}
        </Time>
      </Body>
      {actions}
    </Item>
  );
}
