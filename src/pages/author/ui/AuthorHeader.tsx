import type { ReactNode } from 'react';
import { Avatar } from '@/shared/ui/avatar';
import { Bio, Header, Name, Subtitle, Text } from './AuthorHeader.styles';

export interface AuthorHeaderProps {
  name: string;
  /** A line under the name: an editor's expertise, a member's @username and join date. */
  subtitle?: ReactNode;
  bio?: string | null;
  avatarUrl?: string | null;
  /** The avatar's accessible name ("Avatar of …"). */
  avatarAlt: string;
  /** A control under the text, such as the Follow button. */
  action?: ReactNode;
}

/** The top of an author's page (an editorial author or a member): avatar, name as the page's h1, subtitle, bio, action. */
export function AuthorHeader({ name, subtitle, bio, avatarUrl, avatarAlt, action }: AuthorHeaderProps) {
  return (
    <Header>
      <Avatar url={avatarUrl ?? null} name={name} alt={avatarAlt} size="large" />
      <Text>
        <Name>{name}</Name>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {bio && <Bio>{bio}</Bio>}
        {action}
      </Text>
    </Header>
  );
}
