import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { webAddress } from '@/entities/discussion';
import { Avatar } from '@/shared/ui/avatar';
import { Bio, Details, Identity, Name, Names, Username } from './ProfileCard.styles';

const ProfileCard_UserProfileFragment = graphql(`
  fragment ProfileCard_UserProfile on user_profiles {
    display_name
    username
    avatar_url
    bio
    website
    location
  }
`);

export interface ProfileCardProps {
  profile: FragmentType<typeof ProfileCard_UserProfileFragment>;
  /** A control beside the name, such as the edit button. */
  action?: ReactNode;
}

/** The member's public profile as others see it: avatar, names, bio, website and location. */
export function ProfileCard({ action, ...props }: ProfileCardProps) {
  const { t } = useTranslation('profile');
  const profile = useFragment(ProfileCard_UserProfileFragment, props.profile);
  const name = profile.display_name;
  const link = webAddress(profile.website);
  return (
    <>
      <Identity>
        <Avatar url={profile.avatar_url} name={name} size="large" alt={t('avatarAlt', { name })} />
        <Names>
          <Name>{name}</Name>
          <Username>@{profile.username}</Username>
        </Names>
        {action}
      </Identity>
      <Bio $empty={!profile.bio}>{profile.bio || t('noBio')}</Bio>
      {(profile.website || profile.location) && (
        <Details aria-label={t('details.label')}>
          {profile.website && (
            <>
              <dt>{t('details.website')}</dt>
              <dd>
                {link ? (
                  <a href={link} target="_blank" rel="noopener noreferrer nofollow ugc">
                    {link.replace(/^https?:\/\//i, '')}
                  </a>
                ) : (
                  profile.website
                )}
              </dd>
            </>
          )}
          {profile.location && (
            <>
              <dt>{t('details.location')}</dt>
              <dd>{profile.location}</dd>
            </>
          )}
        </Details>
      )}
    </>
  );
}
