import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { formatRelativeTime } from '@/shared/lib/format-date';
import { authorNames } from '../lib/authorNames';
import { Avatar, AvatarInitial, Meta, Name, Time, Username } from './AuthorMeta.styles';

const AuthorMeta_UserProfileFragment = graphql(`
  fragment AuthorMeta_UserProfile on user_profiles {
    username
    display_name
    avatar_url
  }
`);

export interface AuthorMetaProps {
  author: FragmentType<typeof AuthorMeta_UserProfileFragment> | null | undefined;
  /** When it was written (ISO). */
  time: string;
  /** Reference time for the relative time. */
  now?: Date;
  /** Smaller avatar, for comments. */
  compact?: boolean;
}

/** Avatar, name, @username and relative time of a discussion or comment, with the spec's fallbacks. */
export function AuthorMeta({ time, now, compact = false, ...props }: AuthorMetaProps) {
  const { t, i18n } = useTranslation(['discussion', 'content']);
  const author = useFragment(AuthorMeta_UserProfileFragment, props.author);
  const { name, username } = authorNames(author, {
    anonymous: t('author.anonymous'),
    unknown: t('author.unknown'),
    unknownUsername: t('author.unknownUsername'),
  });
  const size = compact ? 32 : 40;
  return (
    <Meta>
      {author?.avatar_url ? (
        <Avatar src={author.avatar_url} alt="" width={size} height={size} loading="lazy" />
      ) : (
        <AvatarInitial aria-hidden="true" $size={size}>
          {Array.from(name)[0]?.toUpperCase()}
        </AvatarInitial>
      )}
      <Name>{name}</Name>
      {username && <Username>@{username}</Username>}
      <Time dateTime={time}>
        {formatRelativeTime(time, { language: i18n.language, justNow: t('content:justNow'), now })}
      </Time>
    </Meta>
  );
}
