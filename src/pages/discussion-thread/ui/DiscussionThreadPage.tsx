import { useTranslation } from 'react-i18next';
import { isDeletedMember } from '@/shared/config';
import { useParams } from 'react-router';
import { discussionErrorText, DiscussionCard, DiscussionCardSkeleton, memberPath } from '@/entities/discussion';
import { useSession } from '@/entities/session';
import { DeleteDiscussionButton } from '@/features/discussion/delete-discussion';
import { EditDiscussionTitle } from '@/features/discussion/edit-discussion-title';
import { LikeDiscussionButton, useMyDiscussionLikes } from '@/features/discussion/like-discussion';
import { BookmarkButton } from '@/features/bookmark-item';
import { ReportButton } from '@/features/discussion/report-content';
import { openSignInDialog } from '@/features/sign-in';
import { ShareLinkButtons } from '@/features/share-link';
import { liveQueryTwin, siteAdminContext, useLiveQuery } from '@/shared/api';
import { useQuery } from 'urql';
import { useNow } from '@/shared/lib/format-date';
import { discussionJsonLd, useDocumentTitle, useHttpStatus, usePageMeta } from '@/shared/lib/page-head';
import { useSiteOrigin } from '@/shared/lib/render-env';
import { isUuid } from '@/shared/lib/uuid';
import { Alert, RetryAlert } from '@/shared/ui/alert';
import { MessagePage } from '@/shared/ui/message-page';
import { Page } from '@/shared/ui/page';
import { TextLink } from '@/shared/ui/text-link';
import { CommentThread } from '@/widgets/comment-thread';
import { DiscussionThreadPageSubscription } from '../api/discussionThreadQueries';
import { Stack } from './DiscussionThreadPage.styles';

const signIn = () => openSignInDialog('login', 'discuss');

/** The longest excerpt of the text in the page's title and description. */
const titleLength = 60;
const descriptionLength = 160;

const excerpt = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

/** /discussion/:id: one discussion with its comments and replies, shareable and server-rendered. */
export function DiscussionThreadPage() {
  const { t } = useTranslation(['discussion', 'content']);
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const origin = useSiteOrigin();
  const { user, isAdmin } = useSession();
  const userId = user?.id;
  const now = useNow();
  const [result, resubscribe] = useLiveQuery({ query: DiscussionThreadPageSubscription, variables: { id }, pause: !valid });
  // A discussion moderators hid is not in the live query (its connection reads as a member): they read it once as
  // site_admin, so a report's "Open the item" shows it to them, marked.
  const liveMissing = result.data !== undefined && !result.data.discussions_by_pk;
  const [moderated] = useQuery({
    query: liveQueryTwin(DiscussionThreadPageSubscription),
    variables: { id },
    pause: !isAdmin || !liveMissing,
    context: siteAdminContext,
    requestPolicy: 'cache-and-network',
  });
  const hiddenForModerator = liveMissing ? moderated.data?.discussions_by_pk : undefined;
  const discussion = result.data?.discussions_by_pk ?? hiddenForModerator;
  const liked = useMyDiscussionLikes(discussion ? [discussion.id] : []);
  const missing = !valid || (liveMissing && !discussion && (!isAdmin || moderated.data !== undefined || moderated.error !== undefined));
  useHttpStatus(missing ? 404 : 200);
  useDocumentTitle(
    discussion ? t('thread.pageTitle', { excerpt: excerpt(discussion.title, titleLength) }) : t('thread.documentTitle'),
    discussion ? excerpt(discussion.content, descriptionLength) : undefined,
  );
  const author = isDeletedMember(discussion?.author_id) ? t('content:deletedMember') : discussion?.author?.display_name;
  usePageMeta(
    discussion
      ? {
          type: 'article',
          contentLanguage: discussion.language === 'zh' ? 'zh' : 'en',
          publishedTime: discussion.created_at,
          modifiedTime: discussion.updated_at,
          // Only the server writes it: in the browser the builder is left out of the bundle.
          jsonLd: import.meta.env.SSR
            ? discussionJsonLd({
                url: `${origin}/discussion/${discussion.id}`,
                headline: discussion.title,
                text: discussion.content,
                datePublished: discussion.created_at,
                dateModified: discussion.updated_at,
                author: author
                  ? { name: author, url: discussion.author?.username ? `${origin}${memberPath(discussion.author.username)}` : undefined }
                  : null,
                language: discussion.language,
                likes: discussion.likes,
                comments: discussion.comments_count,
              })
            : undefined,
        }
      : {},
  );
  const back = <TextLink to="/discussion">{t('thread.back')}</TextLink>;

  if (missing) {
    return (
      <MessagePage title={t('thread.notFoundTitle')} message={t('thread.notFoundText')}>
        {back}
      </MessagePage>
    );
  }
  return (
    <Page width="narrow">
      <Stack>
        {back}
        {result.error && !discussion ? (
          <RetryAlert onRetry={() => resubscribe()} retryLabel={t('errors.retry')}>
            {t('thread.fetchFailed', { message: discussionErrorText(result.error, t) })}
          </RetryAlert>
        ) : !discussion ? (
          <DiscussionCardSkeleton />
        ) : hiddenForModerator ? (
          <>
            <DiscussionCard discussion={hiddenForModerator} now={now} headingLevel={1} />
            <Alert tone="info">{t('thread.hiddenForModerators')}</Alert>
          </>
        ) : (
          <>
            <DiscussionCard
              discussion={discussion}
              now={now}
              headingLevel={1}
              actions={
                <>
                  <LikeDiscussionButton
                    target={{ discussionId: discussion.id }}
                    likes={discussion.likes}
                    liked={liked.has(discussion.id)}
                    onSignIn={signIn}
                  />
                  <BookmarkButton target={{ kind: 'discussion', id: discussion.id }} onSignIn={signIn} />
                  {userId && discussion.author_id !== userId && <ReportButton kind="discussion" id={discussion.id} />}
                  {userId && (discussion.author_id === userId || isAdmin) && (
                    <EditDiscussionTitle id={discussion.id} title={discussion.title} asModerator={discussion.author_id !== userId} />
                  )}
                  {discussion.author_id === userId && <DeleteDiscussionButton kind="discussion" id={discussion.id} />}
                </>
              }
            />
            <ShareLinkButtons title={discussion.title} url={`${origin}/discussion/${discussion.id}`} />
            <CommentThread target={{ discussionId: discussion.id }} onSignIn={signIn} />
          </>
        )}
      </Stack>
    </Page>
  );
}
