import { useItemTranslation } from '@/shared/lib/i18n';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Avatar } from '@/shared/ui/avatar';
import { authorNames } from '../lib/authorNames';
import { Meta, Name, Time, Username } from './AuthorMeta.styles';

const AuthorMeta_UserProfileFragment = graphql(`
  fragment AuthorMeta_UserProfile on user_profiles {
    id
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
  const { t } = useItemTranslation(['discussion', 'content']);
  const format = useLocaleFormat();
  const author = useFragment(AuthorMeta_UserProfileFragment, props.author);
  const { name, username } = authorNames(author, {
    anonymous: t('author.anonymous'),
    unknown: t('author.unknown'),
    unknownUsername: t('author.unknownUsername'),
    deleted: t('content:deletedMember'),
  });
  return (
    <Meta>
      <Avatar url={author?.avatar_url} name={name} size={compact ? 'small' : 'medium'} alt="" lazy />
      <Name>{name}</Name>
      {username && <Username>@{username}</Username>}
      <Time {...format.relativeTimeProps(time, { justNow: t('content:justNow'), now })} />
    </Meta>
  );
}
