import type { ReactNode } from 'react';
import { Avatar } from '@/shared/ui/avatar';
import { webAddress } from '@/entities/discussion';
import { Bio, Details, Header, Name, Stats, Subtitle, Text } from './AuthorHeader.styles';

export interface AuthorHeaderProps {
  name: string;
  /** A line under the name: an editor's expertise, a member's @username and join date. */
  subtitle?: ReactNode;
  bio?: string | null;
  avatarUrl?: string | null;
  /** The avatar's accessible name ("Avatar of …"). */
  avatarAlt: string;
  /** A member's website and location, with their labels; the website is a link only when it is an http(s) URL. */
  details?: {
    label: string;
    website?: { label: string; value: string | null };
    location?: { label: string; value: string | null };
  };
  /** How many follow the author or member (and whom a member follows), as one line: "12 followers · 3 following". */
  counts?: string;
  /** A control under the text, such as the Follow button. */
  action?: ReactNode;
}

/**
 * The top of an author's page (an editorial author or a member): avatar, name as the page's h1, subtitle, bio, a
 * member's website and location, the follower counts, and an action.
 */
export function AuthorHeader({ name, subtitle, bio, avatarUrl, avatarAlt, details, counts, action }: AuthorHeaderProps) {
  const website = details?.website?.value;
  const location = details?.location?.value;
  const link = webAddress(website);
  return (
    <Header>
      <Avatar url={avatarUrl ?? null} name={name} alt={avatarAlt} size="large" />
      <Text>
        <Name>{name}</Name>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {counts && <Stats>{counts}</Stats>}
        {bio && <Bio>{bio}</Bio>}
        {details && (website || location) && (
          <Details aria-label={details.label}>
            {website && (
              <>
                <dt>{details.website?.label}</dt>
                <dd>
                  {link ? (
                    <a href={link} target="_blank" rel="noopener noreferrer nofollow ugc">
                      {link.replace(/^https?:\/\//i, '')}
                    </a>
                  ) : (
                    website
                  )}
                </dd>
              </>
            )}
            {location && (
              <>
                <dt>{details.location?.label}</dt>
                <dd>{location}</dd>
              </>
            )}
          </Details>
        )}
        {action}
      </Text>
    </Header>
  );
}
