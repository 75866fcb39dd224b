import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { AuthorHeader } from './AuthorHeader';
import { ProfileStatus } from './ProfileStatus';
import { CategoryBadge } from '@/entities/category';
import { DiscussionCard } from '@/entities/discussion';
import { BlogPostCard, BlogPostCardSkeleton } from '@/entities/story';
import { useNow } from '@/shared/lib/format-date';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { useDocumentTitle, useHttpStatus, usePageMeta } from '@/shared/lib/page-head';
import { CardGrid } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { Page } from '@/shared/ui/page';
import { PageSection } from '@/shared/ui/page-section';
import { AuthorMemberQuery } from '../api/memberQueries';
import { Counts, List } from './AuthorPage.styles';

/** /u/:username: a member's public page, with their published blog posts and their discussions. */
export function MemberPage() {
  const { t } = useTranslation(['author', 'content']);
  const format = useLocaleFormat();
  const now = useNow();
  const { username = '' } = useParams();
  const [result, reexecute] = useQuery({ query: AuthorMemberQuery, variables: { username } });
  const member = result.data?.user_profiles[0];
  const loading = result.fetching && !result.data;
  const name = member ? member.display_name || member.username : '';
  useHttpStatus(!loading && !result.error && !member ? 404 : 200);
  useDocumentTitle(
    member ? t('member.documentTitle', { name }) : t('notFound.documentTitle'),
    member ? member.bio || t('member.description', { name }) : undefined,
  );
  usePageMeta(member?.avatar_url ? { image: member.avatar_url } : {});

  if (loading || result.error || !member) {
    return (
      <ProfileStatus
        loading={loading}
        error={result.error}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        skeleton={<BlogPostCardSkeleton />}
        notFoundTitle={t('notFound.memberTitle')}
        notFoundText={t('notFound.memberText')}
      />
    );
  }
  return (
    <Page width="reading">
      <AuthorHeader
        name={name}
        subtitle={t('member.subtitle', { username: member.username, date: format.longDate(member.created_at) })}
        bio={member.bio}
        avatarUrl={member.avatar_url}
        avatarAlt={t('avatarAlt', { name })}
      />
      <PageSection title={t('member.posts')}>
        {member.blog_posts.length === 0 ? (
          <EmptyState>
            <p>{t('member.noPosts')}</p>
          </EmptyState>
        ) : (
          <CardGrid $min="17rem">
            {member.blog_posts.map((post) => (
              <BlogPostCard key={post.id} post={post} category={<CategoryBadge category={post.category} />} />
            ))}
          </CardGrid>
        )}
      </PageSection>
      <PageSection title={t('member.discussions')}>
        {member.discussions.length === 0 ? (
          <EmptyState>
            <p>{t('member.noDiscussions')}</p>
          </EmptyState>
        ) : (
          <List>
            {member.discussions.map((discussion) => (
              <DiscussionCard
                key={discussion.id}
                discussion={discussion}
                now={now}
                actions={
                  <Counts>
                    {t('member.likes', { count: discussion.likes })} · {t('member.comments', { count: discussion.comments_count })}
                  </Counts>
                }
              />
            ))}
          </List>
        )}
      </PageSection>
    </Page>
  );
}
