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
}

/** The top of an author's page (an editorial author or a member): avatar, name as the page's h1, subtitle, bio. */
export function AuthorHeader({ name, subtitle, bio, avatarUrl, avatarAlt }: AuthorHeaderProps) {
  return (
    <Header>
      <Avatar url={avatarUrl ?? null} name={name} alt={avatarAlt} size="large" />
      <Text>
        <Name>{name}</Name>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {bio && <Bio>{bio}</Bio>}
      </Text>
    </Header>
  );
}
