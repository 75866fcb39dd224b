import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { AuthorHeader } from './AuthorHeader';
import { ProfileStatus } from './ProfileStatus';
import { FollowButton } from '@/features/follow-item';
import { MemberModeration } from '@/features/moderate-member';
import { openSignInDialog } from '@/features/sign-in';
import { CategoryBadge } from '@/entities/category';
import { DiscussionCard } from '@/entities/discussion';
import { BlogPostCard, BlogPostCardSkeleton } from '@/entities/story';
import { isDeletedMember } from '@/shared/config';
import { useNow } from '@/shared/lib/format-date';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { useDocumentTitle, useHttpStatus, usePageMeta } from '@/shared/lib/page-head';
import { useKeysetPages } from '@/shared/api';
import { CardGrid } from '@/shared/ui/card';
import { Page } from '@/shared/ui/page';
import { AuthorMemberQuery, MemberDiscussionsAfterQuery, MemberPostsAfterQuery } from '../api/memberQueries';
import { followCounts } from '../lib/followCounts';
import { Counts, List } from './AuthorPage.styles';
import { discussionsPageSize, memberPageVariables, postsPageSize } from '../model/authorPages';
import { PagedSection } from './PagedSection';

/** /u/:username: a member's public page, with their published blog posts and their discussions. */
export function MemberPage() {
  const { t } = useTranslation(['author', 'content']);
  const format = useLocaleFormat();
  const now = useNow();
  const { username = '' } = useParams();
  const [result, reexecute] = useQuery({
    query: AuthorMemberQuery,
    variables: memberPageVariables(username),
  });
  const found = result.data?.user_profiles[0];
  // The shared author of erased members' posts has no page: a 404 that says the account was deleted (issue 32).
  const deleted = isDeletedMember(found?.id);
  const member = deleted ? undefined : found;
  // Later pages by keyset: the posts and discussions after the last one shown.
  const posts = useKeysetPages({
    key: member?.id ?? username,
    first: member?.blog_posts,
    pageSize: postsPageSize,
    query: MemberPostsAfterQuery,
    variables: (last) => ({
      authorId: member?.id ?? '',
      afterAt: last.published_at ?? '-infinity',
      afterId: last.id,
      limit: postsPageSize + 1,
    }),
    rowsOf: (data) => data.blog_posts,
  });
  const discussions = useKeysetPages({
    key: member?.id ?? username,
    first: member?.discussions,
    pageSize: discussionsPageSize,
    query: MemberDiscussionsAfterQuery,
    variables: (last) => ({ authorId: member?.id ?? '', afterAt: last.created_at, afterId: last.id, limit: discussionsPageSize + 1 }),
    rowsOf: (data) => data.discussions,
  });
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
        onRetry={() => reexecute()}
        skeleton={<BlogPostCardSkeleton />}
        notFoundTitle={t(deleted ? 'notFound.deletedTitle' : 'notFound.memberTitle')}
        notFoundText={t(deleted ? 'notFound.deletedText' : 'notFound.memberText')}
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
        counts={followCounts(t, format.number, member.followers_count ?? 0, member.following_count ?? 0)}
        details={{
          label: t('member.details'),
          website: { label: t('member.website'), value: member.website },
          location: { label: t('member.location'), value: member.location },
        }}
        action={
          <FollowButton
            target={{ kind: 'member', id: member.id }}
            name={name}
            onSignIn={() => openSignInDialog('login', t('content:follow.signInReason', { name }))}
            onChange={() => reexecute({ requestPolicy: 'cache-and-network' })}
          />
        }
      />
      <MemberModeration memberId={member.id} memberName={name} />
      <PagedSection
        title={t('member.posts')}
        empty={t('member.noPosts')}
        list={posts}
        busy={result.fetching}
        moreLabel={t('member.morePosts')}
      >
        {(shown) => (
          <CardGrid $min="17rem">
            {shown.map((post) => (
              <BlogPostCard key={post.id} post={post} category={<CategoryBadge category={post.category} />} />
            ))}
          </CardGrid>
        )}
      </PagedSection>
      <PagedSection
        title={t('member.discussions')}
        empty={t('member.noDiscussions')}
        list={discussions}
        busy={result.fetching}
        moreLabel={t('member.moreDiscussions')}
      >
        {(shown) => (
          <List>
            {shown.map((discussion) => (
              <DiscussionCard
                key={discussion.id}
                discussion={discussion}
                now={now}
                clamp
                actions={
                  <Counts>
                    {t('member.likes', { count: discussion.likes })} · {t('member.comments', { count: discussion.comments_count })}
                  </Counts>
                }
              />
            ))}
          </List>
        )}
      </PagedSection>
    </Page>
  );
}
