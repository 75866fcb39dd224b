/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CategoryBadge_Category on categories {\n    id\n    name\n    name_zh\n    slug\n  }\n": typeof types.CategoryBadge_CategoryFragmentDoc,
    "\n  fragment CategoryTabs_Category on categories {\n    id\n    name\n    name_zh\n    slug\n  }\n": typeof types.CategoryTabs_CategoryFragmentDoc,
    "\n  fragment AuthorMeta_UserProfile on user_profiles {\n    username\n    display_name\n    avatar_url\n  }\n": typeof types.AuthorMeta_UserProfileFragmentDoc,
    "\n  fragment CommentItem_DiscussionComment on discussion_comments {\n    id\n    content\n    hidden\n    created_at\n    author {\n      ...AuthorMeta_UserProfile\n    }\n  }\n": typeof types.CommentItem_DiscussionCommentFragmentDoc,
    "\n  fragment DiscussionCard_Discussion on discussions {\n    id\n    content\n    language\n    hidden\n    created_at\n    author {\n      ...AuthorMeta_UserProfile\n    }\n  }\n": typeof types.DiscussionCard_DiscussionFragmentDoc,
    "\n  fragment EventCard_Event on events {\n    id\n    name\n    slug\n    description\n    start_date\n    end_date\n    location_url\n    image_url\n    registration_url\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    featured\n    category\n    is_upcoming\n  }\n": typeof types.EventCard_EventFragmentDoc,
    "\n  fragment NewsItem_NewsArticle on news_articles {\n    id\n    title\n    excerpt\n    source_url\n    language\n    published_at\n    created_at\n    is_important\n    pinned_at\n    tickers\n    news_category {\n      slug\n      name\n      name_zh\n      color\n    }\n    source {\n      name\n    }\n  }\n": typeof types.NewsItem_NewsArticleFragmentDoc,
    "\n  fragment StoryTranslationLink_Article on articles {\n    translation_of {\n      slug\n      language\n    }\n    translations(limit: 1) {\n      slug\n      language\n    }\n  }\n": typeof types.StoryTranslationLink_ArticleFragmentDoc,
    "\n  fragment StoryTranslationLink_BlogPost on blog_posts {\n    translation_of {\n      slug\n      language\n    }\n    translations(limit: 1) {\n      slug\n      language\n    }\n  }\n": typeof types.StoryTranslationLink_BlogPostFragmentDoc,
    "\n  fragment ArticleCard_Article on articles {\n    id\n    slug\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published_at\n    created_at\n    author {\n      name\n      slug\n    }\n  }\n": typeof types.ArticleCard_ArticleFragmentDoc,
    "\n  fragment BlogPostCard_BlogPost on blog_posts {\n    id\n    slug\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published\n    tags\n    published_at\n    created_at\n    author {\n      display_name\n      username\n    }\n  }\n": typeof types.BlogPostCard_BlogPostFragmentDoc,
    "\n  query AdminGateProfileQuery($id: uuid!) {\n    user_profiles_by_pk(id: $id) {\n      id\n      is_admin\n    }\n  }\n": typeof types.AdminGateProfileQueryDocument,
    "\n  query BookmarkItemStateQuery($where: bookmarks_bool_exp!) {\n    bookmarks(where: $where, limit: 1) {\n      id\n    }\n  }\n": typeof types.BookmarkItemStateQueryDocument,
    "\n  mutation BookmarkItemAddMutation($object: bookmarks_insert_input!) {\n    insert_bookmarks_one(object: $object) {\n      id\n    }\n  }\n": typeof types.BookmarkItemAddMutationDocument,
    "\n  mutation BookmarkItemRemoveMutation($id: uuid!) {\n    delete_bookmarks_by_pk(id: $id) {\n      id\n    }\n  }\n": typeof types.BookmarkItemRemoveMutationDocument,
    "\n  mutation CountViewPageMutation(\n    $path: String!\n    $title: String\n    $referrer: String\n    $visitorId: String!\n    $sessionId: String!\n  ) {\n    recordPageView(\n      path: $path\n      title: $title\n      referrer: $referrer\n      visitorId: $visitorId\n      sessionId: $sessionId\n    ) {\n      ok\n    }\n  }\n": typeof types.CountViewPageMutationDocument,
    "\n  mutation CountViewArticleMutation($id: uuid!) {\n    incrementArticleViews(id: $id) {\n      id\n      views_count\n    }\n  }\n": typeof types.CountViewArticleMutationDocument,
    "\n  mutation CountViewNewsMutation($id: uuid!) {\n    incrementNewsViews(id: $id) {\n      id\n      views_count\n    }\n  }\n": typeof types.CountViewNewsMutationDocument,
    "\n  mutation CurateNewsImportantMutation($id: uuid!, $important: Boolean!) {\n    update_news_articles_by_pk(pk_columns: { id: $id }, _set: { is_important: $important }) {\n      id\n      is_important\n    }\n  }\n": typeof types.CurateNewsImportantMutationDocument,
    "\n  mutation CurateNewsPinMutation($id: uuid!, $pinnedAt: timestamptz) {\n    update_news_articles_by_pk(pk_columns: { id: $id }, _set: { pinned_at: $pinnedAt }) {\n      id\n      pinned_at\n    }\n  }\n": typeof types.CurateNewsPinMutationDocument,
    "\n  mutation CommentDiscussionMutation($object: discussion_comments_insert_input!) {\n    insert_discussion_comments_one(object: $object) {\n      id\n    }\n  }\n": typeof types.CommentDiscussionMutationDocument,
    "\n  mutation CreateDiscussionMutation($content: String!, $language: String!) {\n    insert_discussions_one(object: { content: $content, language: $language }) {\n      id\n    }\n  }\n": typeof types.CreateDiscussionMutationDocument,
    "\n  mutation DeleteDiscussionMutation($id: uuid!) {\n    delete_discussions_by_pk(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteDiscussionMutationDocument,
    "\n  mutation DeleteDiscussionCommentMutation($id: uuid!) {\n    delete_discussion_comments_by_pk(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteDiscussionCommentMutationDocument,
    "\n  mutation EditCommentMutation($id: uuid!, $content: String!) {\n    update_discussion_comments_by_pk(pk_columns: { id: $id }, _set: { content: $content }) {\n      id\n      content\n    }\n  }\n": typeof types.EditCommentMutationDocument,
    "\n  mutation LikeDiscussionInsertMutation($discussionId: uuid!) {\n    insert_discussion_likes_one(object: { discussion_id: $discussionId }) {\n      discussion_id\n    }\n  }\n": typeof types.LikeDiscussionInsertMutationDocument,
    "\n  mutation LikeDiscussionDeleteMutation($discussionId: uuid!, $userId: uuid!) {\n    delete_discussion_likes_by_pk(discussion_id: $discussionId, user_id: $userId) {\n      discussion_id\n    }\n  }\n": typeof types.LikeDiscussionDeleteMutationDocument,
    "\n  mutation LikeDiscussionCommentInsertMutation($commentId: uuid!) {\n    insert_discussion_comment_likes_one(object: { comment_id: $commentId }) {\n      comment_id\n    }\n  }\n": typeof types.LikeDiscussionCommentInsertMutationDocument,
    "\n  mutation LikeDiscussionCommentDeleteMutation($commentId: uuid!, $userId: uuid!) {\n    delete_discussion_comment_likes_by_pk(comment_id: $commentId, user_id: $userId) {\n      comment_id\n    }\n  }\n": typeof types.LikeDiscussionCommentDeleteMutationDocument,
    "\n  mutation LikeArticleInsertMutation($articleId: uuid!) {\n    insert_article_likes_one(object: { article_id: $articleId }) {\n      article_id\n    }\n  }\n": typeof types.LikeArticleInsertMutationDocument,
    "\n  mutation LikeArticleDeleteMutation($articleId: uuid!, $userId: uuid!) {\n    delete_article_likes_by_pk(article_id: $articleId, user_id: $userId) {\n      article_id\n    }\n  }\n": typeof types.LikeArticleDeleteMutationDocument,
    "\n  mutation LikeBlogPostInsertMutation($blogPostId: uuid!) {\n    insert_blog_post_likes_one(object: { blog_post_id: $blogPostId }) {\n      blog_post_id\n    }\n  }\n": typeof types.LikeBlogPostInsertMutationDocument,
    "\n  mutation LikeBlogPostDeleteMutation($blogPostId: uuid!, $userId: uuid!) {\n    delete_blog_post_likes_by_pk(blog_post_id: $blogPostId, user_id: $userId) {\n      blog_post_id\n    }\n  }\n": typeof types.LikeBlogPostDeleteMutationDocument,
    "\n  subscription LikeDiscussionMineSubscription($userId: uuid!, $discussionIds: [uuid!]!) {\n    discussion_likes(where: { user_id: { _eq: $userId }, discussion_id: { _in: $discussionIds } }) {\n      discussion_id\n    }\n  }\n": typeof types.LikeDiscussionMineSubscriptionDocument,
    "\n  subscription LikeDiscussionMyCommentLikesSubscription($userId: uuid!, $comments: discussion_comments_bool_exp!) {\n    discussion_comment_likes(where: { user_id: { _eq: $userId }, comment: $comments }) {\n      comment_id\n    }\n  }\n": typeof types.LikeDiscussionMyCommentLikesSubscriptionDocument,
    "\n  subscription LikeArticleCountSubscription($articleId: uuid!) {\n    article_likes_aggregate(where: { article_id: { _eq: $articleId } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.LikeArticleCountSubscriptionDocument,
    "\n  subscription LikeArticleMineSubscription($articleId: uuid!, $userId: uuid!) {\n    article_likes(where: { article_id: { _eq: $articleId }, user_id: { _eq: $userId } }) {\n      article_id\n    }\n  }\n": typeof types.LikeArticleMineSubscriptionDocument,
    "\n  subscription LikeBlogPostCountSubscription($blogPostId: uuid!) {\n    blog_post_likes_aggregate(where: { blog_post_id: { _eq: $blogPostId } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.LikeBlogPostCountSubscriptionDocument,
    "\n  subscription LikeBlogPostMineSubscription($blogPostId: uuid!, $userId: uuid!) {\n    blog_post_likes(where: { blog_post_id: { _eq: $blogPostId }, user_id: { _eq: $userId } }) {\n      blog_post_id\n    }\n  }\n": typeof types.LikeBlogPostMineSubscriptionDocument,
    "\n  mutation ReportContentMutation($object: content_reports_insert_input!) {\n    insert_content_reports_one(object: $object) {\n      id\n    }\n  }\n": typeof types.ReportContentMutationDocument,
    "\n  mutation EditProfileSaveMutation($id: uuid!, $changes: user_profiles_set_input!) {\n    update_user_profiles_by_pk(pk_columns: { id: $id }, _set: $changes) {\n      id\n      display_name\n      bio\n      website\n      location\n      avatar_url\n    }\n  }\n": typeof types.EditProfileSaveMutationDocument,
    "\n  fragment EditProfileForm_UserProfile on user_profiles {\n    id\n    display_name\n    bio\n    website\n    location\n    avatar_url\n  }\n": typeof types.EditProfileForm_UserProfileFragmentDoc,
    "\n  subscription ReadNotificationsUnreadSubscription {\n    notifications_aggregate(where: { read_at: { _is_null: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.ReadNotificationsUnreadSubscriptionDocument,
    "\n  mutation ReadNotificationMutation($id: uuid!, $at: timestamptz!) {\n    update_notifications_by_pk(pk_columns: { id: $id }, _set: { read_at: $at }) {\n      id\n      read_at\n    }\n  }\n": typeof types.ReadNotificationMutationDocument,
    "\n  mutation ReadAllNotificationsMutation($at: timestamptz!) {\n    update_notifications(where: { read_at: { _is_null: true } }, _set: { read_at: $at }) {\n      affected_rows\n      returning {\n        id\n        read_at\n      }\n    }\n  }\n": typeof types.ReadAllNotificationsMutationDocument,
    "\n  mutation RefreshNewsFetchMutation {\n    fetchNews {\n      throttled\n      fetched_at\n      new_items\n      sources {\n        source_id\n        status\n      }\n    }\n  }\n": typeof types.RefreshNewsFetchMutationDocument,
    "\n  mutation VoteNewsCastMutation($newsId: uuid!, $side: String!) {\n    insert_news_votes_one(\n      object: { news_id: $newsId, side: $side }\n      on_conflict: { constraint: news_votes_pkey, update_columns: [side] }\n    ) {\n      news_id\n      side\n    }\n  }\n": typeof types.VoteNewsCastMutationDocument,
    "\n  mutation VoteNewsWithdrawMutation($newsId: uuid!, $userId: uuid!) {\n    delete_news_votes_by_pk(news_id: $newsId, user_id: $userId) {\n      news_id\n    }\n  }\n": typeof types.VoteNewsWithdrawMutationDocument,
    "\n  subscription VoteNewsMineSubscription($newsIds: [uuid!]!) {\n    news_votes(where: { news_id: { _in: $newsIds } }) {\n      news_id\n      side\n    }\n  }\n": typeof types.VoteNewsMineSubscriptionDocument,
    "\n  query AdminArticlesListQuery($where: articles_bool_exp!, $limit: Int!) {\n    articles(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {\n      id\n      ...ArticleRow_Article\n    }\n    matching: articles_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n    total: articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n    published: articles_aggregate(where: { published: { _eq: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.AdminArticlesListQueryDocument,
    "\n  mutation AdminArticlesSetPublishedMutation($id: uuid!, $published: Boolean!) {\n    update_articles_by_pk(pk_columns: { id: $id }, _set: { published: $published }) {\n      id\n      published\n      published_at\n    }\n  }\n": typeof types.AdminArticlesSetPublishedMutationDocument,
    "\n  mutation AdminArticlesDeleteMutation($id: uuid!) {\n    delete_articles_by_pk(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminArticlesDeleteMutationDocument,
    "\n  fragment ArticleRow_Article on articles {\n    id\n    slug\n    title\n    excerpt\n    language\n    published\n    created_at\n    category {\n      ...CategoryBadge_Category\n    }\n    author {\n      name\n    }\n  }\n": typeof types.ArticleRow_ArticleFragmentDoc,
    "\n  query AdminCategoriesCategoriesQuery {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: [{ name: asc }, { id: asc }]) {\n      id\n      ...CategoriesSection_Category\n    }\n  }\n": typeof types.AdminCategoriesCategoriesQueryDocument,
    "\n  mutation AdminCategoriesInsertCategoryMutation($object: categories_insert_input!) {\n    insert_categories_one(object: $object) {\n      id\n    }\n  }\n": typeof types.AdminCategoriesInsertCategoryMutationDocument,
    "\n  mutation AdminCategoriesUpdateCategoryMutation($id: uuid!, $changes: categories_set_input!) {\n    update_categories_by_pk(pk_columns: { id: $id }, _set: $changes) {\n      id\n    }\n  }\n": typeof types.AdminCategoriesUpdateCategoryMutationDocument,
    "\n  mutation AdminCategoriesDeleteCategoryMutation($id: uuid!) {\n    delete_categories_by_pk(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminCategoriesDeleteCategoryMutationDocument,
    "\n  query AdminCategoriesAuthorsQuery {\n    authors(order_by: [{ name: asc }, { id: asc }]) {\n      id\n      ...AuthorsSection_Author\n    }\n  }\n": typeof types.AdminCategoriesAuthorsQueryDocument,
    "\n  mutation AdminCategoriesInsertAuthorMutation($object: authors_insert_input!) {\n    insert_authors_one(object: $object) {\n      id\n    }\n  }\n": typeof types.AdminCategoriesInsertAuthorMutationDocument,
    "\n  mutation AdminCategoriesUpdateAuthorMutation($id: uuid!, $changes: authors_set_input!) {\n    update_authors_by_pk(pk_columns: { id: $id }, _set: $changes) {\n      id\n    }\n  }\n": typeof types.AdminCategoriesUpdateAuthorMutationDocument,
    "\n  mutation AdminCategoriesDeleteAuthorMutation($id: uuid!) {\n    delete_authors_by_pk(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminCategoriesDeleteAuthorMutationDocument,
    "\n  fragment AuthorsSection_Author on authors {\n    id\n    name\n    email\n    bio\n    expertise\n    articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.AuthorsSection_AuthorFragmentDoc,
    "\n  fragment CategoriesSection_Category on categories {\n    id\n    name\n    name_zh\n    slug\n    description\n    articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.CategoriesSection_CategoryFragmentDoc,
    "\n  query AdminDashboardAnalyticsQuery($days: Int!) {\n    dailyAnalytics(days: $days) {\n      recentActivity {\n        date\n        views\n      }\n      totalUniqueVisitors\n      avgBounceRate\n      deviceBreakdown {\n        device\n        count\n      }\n      topPages {\n        title\n        url\n        views\n      }\n      totalViews\n      error\n    }\n    articleAnalytics {\n      totalViews\n      topCategories {\n        name\n        count\n      }\n    }\n  }\n": typeof types.AdminDashboardAnalyticsQueryDocument,
    "\n  query DiagnosticsCountsQuery {\n    articles: articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n    blogPosts: blog_posts_aggregate {\n      aggregate {\n        count\n      }\n    }\n    news: news_articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n    events: events_aggregate {\n      aggregate {\n        count\n      }\n    }\n    discussions: discussions_aggregate {\n      aggregate {\n        count\n      }\n    }\n    comments: discussion_comments_aggregate {\n      aggregate {\n        count\n      }\n    }\n    users: auth_users_aggregate {\n      aggregate {\n        count\n      }\n    }\n    pageViews: page_views_aggregate {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.DiagnosticsCountsQueryDocument,
    "\n  query DiagnosticsImagesQuery($limit: Int!) {\n    articles(where: { image_url: { _is_null: false, _nlike: \"/demo/%\" } }, order_by: [{ updated_at: desc }], limit: $limit) {\n      id\n      title\n      image_url\n    }\n    blog_posts(where: { image_url: { _is_null: false, _nlike: \"/demo/%\" } }, order_by: [{ updated_at: desc }], limit: $limit) {\n      id\n      title\n      image_url\n    }\n    user_profiles(where: { avatar_url: { _is_null: false, _nlike: \"/demo/%\" } }, order_by: [{ updated_at: desc }], limit: $limit) {\n      id\n      display_name\n      avatar_url\n    }\n  }\n": typeof types.DiagnosticsImagesQueryDocument,
    "\n  query DiagnosticsAdminProfileQuery($id: uuid!) {\n    user_profiles_by_pk(id: $id) {\n      id\n      is_admin\n    }\n  }\n": typeof types.DiagnosticsAdminProfileQueryDocument,
    "\n  query DiagnosticsCategoriesQuery {\n    categories(order_by: [{ scope: asc }, { name: asc }]) {\n      id\n      name\n      name_zh\n      slug\n      scope\n      articles_aggregate {\n        aggregate {\n          count\n        }\n      }\n    }\n  }\n": typeof types.DiagnosticsCategoriesQueryDocument,
    "\n  mutation DiagnosticsResetCategoriesMutation($dryRun: Boolean!) {\n    resetWeb3Categories(dryRun: $dryRun) {\n      removed\n      added\n      articlesUncategorized\n      removedCategories {\n        slug\n        name\n        name_zh\n      }\n      addedCategories {\n        slug\n        name\n        name_zh\n      }\n      web3Categories {\n        slug\n        name\n        name_zh\n      }\n    }\n  }\n": typeof types.DiagnosticsResetCategoriesMutationDocument,
    "\n  query DiagnosticsTodosQuery {\n    todos(order_by: [{ created_at: desc }, { id: asc }]) {\n      id\n      title\n      is_completed\n      created_at\n    }\n  }\n": typeof types.DiagnosticsTodosQueryDocument,
    "\n  mutation DiagnosticsAddTodoMutation($title: String!) {\n    insert_todos_one(object: { title: $title }) {\n      id\n    }\n  }\n": typeof types.DiagnosticsAddTodoMutationDocument,
    "\n  mutation DiagnosticsToggleTodoMutation($id: uuid!, $done: Boolean!) {\n    update_todos_by_pk(pk_columns: { id: $id }, _set: { is_completed: $done }) {\n      id\n      is_completed\n    }\n  }\n": typeof types.DiagnosticsToggleTodoMutationDocument,
    "\n  mutation DiagnosticsDeleteTodoMutation($id: uuid!) {\n    delete_todos_by_pk(id: $id) {\n      id\n    }\n  }\n": typeof types.DiagnosticsDeleteTodoMutationDocument,
    "\n  query AdminEventsListQuery($where: events_bool_exp!, $limit: Int!) {\n    events(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {\n      id\n      ...EventRow_Event\n    }\n    matching: events_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n    total: events_aggregate {\n      aggregate {\n        count\n      }\n    }\n    upcoming: events_aggregate(where: { status: { _eq: upcoming } }) {\n      aggregate {\n        count\n      }\n    }\n    ongoing: events_aggregate(where: { status: { _eq: ongoing } }) {\n      aggregate {\n        count\n      }\n    }\n    completed: events_aggregate(where: { status: { _eq: completed } }) {\n      aggregate {\n        count\n      }\n    }\n    cancelled: events_aggregate(where: { status: { _eq: cancelled } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.AdminEventsListQueryDocument,
    "\n  query AdminEventsEventQuery($id: uuid!) {\n    events_by_pk(id: $id) {\n      id\n      ...EventFormDialog_Event\n    }\n  }\n": typeof types.AdminEventsEventQueryDocument,
    "\n  query AdminEventsSlugQuery($slug: String!) {\n    events(where: { slug: { _eq: $slug } }, limit: 2) {\n      id\n      name\n    }\n  }\n": typeof types.AdminEventsSlugQueryDocument,
    "\n  mutation AdminEventsInsertMutation($object: events_insert_input!) {\n    insert_events_one(object: $object) {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.AdminEventsInsertMutationDocument,
    "\n  mutation AdminEventsUpdateMutation($id: uuid!, $set: events_set_input!) {\n    update_events_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.AdminEventsUpdateMutationDocument,
    "\n  mutation AdminEventsDeleteMutation($id: uuid!) {\n    delete_events_by_pk(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminEventsDeleteMutationDocument,
    "\n  fragment EventFormDialog_Event on events {\n    name\n    slug\n    description\n    start_date\n    end_date\n    location_url\n    image_url\n    registration_url\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    organizer_name\n    organizer_email\n    status\n    featured\n    published\n    category\n  }\n": typeof types.EventFormDialog_EventFragmentDoc,
    "\n  fragment EventRow_Event on events {\n    id\n    name\n    slug\n    image_url\n    start_date\n    end_date\n    status\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    featured\n    published\n    category\n  }\n": typeof types.EventRow_EventFragmentDoc,
    "\n  query AdminReportsListQuery($resolved: Boolean!) {\n    content_reports(where: { resolved: { _eq: $resolved } }, order_by: [{ created_at: desc }, { id: asc }], limit: 100) {\n      id\n      reason\n      created_at\n      reporter {\n        username\n        display_name\n      }\n      discussion {\n        id\n        content\n        hidden\n      }\n      comment {\n        id\n        content\n        hidden\n        discussion_id\n        article {\n          slug\n        }\n        blog_post {\n          slug\n        }\n      }\n    }\n  }\n": typeof types.AdminReportsListQueryDocument,
    "\n  mutation AdminReportsHideDiscussionMutation($id: uuid!, $hidden: Boolean!) {\n    update_discussions_by_pk(pk_columns: { id: $id }, _set: { hidden: $hidden }) {\n      id\n      hidden\n    }\n  }\n": typeof types.AdminReportsHideDiscussionMutationDocument,
    "\n  mutation AdminReportsHideCommentMutation($id: uuid!, $hidden: Boolean!) {\n    update_discussion_comments_by_pk(pk_columns: { id: $id }, _set: { hidden: $hidden }) {\n      id\n      hidden\n    }\n  }\n": typeof types.AdminReportsHideCommentMutationDocument,
    "\n  mutation AdminReportsResolveMutation($id: uuid!, $resolved: Boolean!) {\n    update_content_reports_by_pk(pk_columns: { id: $id }, _set: { resolved: $resolved }) {\n      id\n      resolved\n    }\n  }\n": typeof types.AdminReportsResolveMutationDocument,
    "\n  query AdminUsersListQuery($where: user_profiles_bool_exp!, $limit: Int!) {\n    user_profiles(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {\n      id\n      ...UserRow_UserProfile\n    }\n    matching: user_profiles_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.AdminUsersListQueryDocument,
    "\n  mutation AdminUsersSetAdminMutation($id: uuid!, $isAdmin: Boolean!) {\n    update_user_profiles_by_pk(pk_columns: { id: $id }, _set: { is_admin: $isAdmin }) {\n      id\n      is_admin\n    }\n  }\n": typeof types.AdminUsersSetAdminMutationDocument,
    "\n  fragment UserRow_UserProfile on user_profiles {\n    id\n    display_name\n    username\n    is_admin\n    created_at\n    account {\n      email\n    }\n  }\n": typeof types.UserRow_UserProfileFragmentDoc,
    "\n  query WriteArticleOptionsQuery {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: { name: asc }) {\n      id\n      name\n      name_zh\n    }\n    authors(order_by: { name: asc }) {\n      id\n      name\n      email\n    }\n    articles(order_by: { created_at: desc }, limit: 200) {\n      id\n      title\n      language\n    }\n  }\n": typeof types.WriteArticleOptionsQueryDocument,
    "\n  query WriteArticleEditQuery($id: uuid!) {\n    articles_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      category_id\n      author_id\n      language\n      translation_of_id\n      featured\n      published\n    }\n  }\n": typeof types.WriteArticleEditQueryDocument,
    "\n  mutation WriteArticleInsertMutation($object: articles_insert_input!) {\n    insert_articles_one(object: $object) {\n      id\n      slug\n      published\n    }\n  }\n": typeof types.WriteArticleInsertMutationDocument,
    "\n  mutation WriteArticleUpdateMutation($id: uuid!, $set: articles_set_input!) {\n    update_articles_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      slug\n      published\n    }\n  }\n": typeof types.WriteArticleUpdateMutationDocument,
    "\n  mutation WriteArticleCreateAuthorMutation($name: String!, $email: String!) {\n    insert_authors_one(object: { name: $name, email: $email }) {\n      id\n    }\n  }\n": typeof types.WriteArticleCreateAuthorMutationDocument,
    "\n  query ArticlePageQuery($slug: String!) {\n    articles(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      views_count\n      published_at\n      created_at\n      updated_at\n      language\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        name\n        slug\n        bio\n      }\n      ...StoryTranslationLink_Article\n    }\n  }\n": typeof types.ArticlePageQueryDocument,
    "\n  query ArticleLegacyQuery($id: uuid!) {\n    articles_by_pk(id: $id) {\n      id\n      slug\n    }\n  }\n": typeof types.ArticleLegacyQueryDocument,
    "\n  query AuthorPageQuery($slug: String!) {\n    authors(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      name\n      bio\n      expertise\n      avatar_url\n      articles(where: { published: { _eq: true } }, order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: 50) {\n        id\n        ...ArticleCard_Article\n        category {\n          ...CategoryBadge_Category\n        }\n      }\n    }\n  }\n": typeof types.AuthorPageQueryDocument,
    "\n  query AuthorMemberQuery($username: String!) {\n    user_profiles(where: { username: { _eq: $username } }, limit: 1) {\n      id\n      username\n      display_name\n      avatar_url\n      bio\n      created_at\n      blog_posts(where: { published: { _eq: true } }, order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: 50) {\n        id\n        ...BlogPostCard_BlogPost\n        category {\n          ...CategoryBadge_Category\n        }\n      }\n      discussions(order_by: [{ created_at: desc }, { id: asc }], limit: 20) {\n        id\n        likes\n        comments_count\n        ...DiscussionCard_Discussion\n      }\n    }\n  }\n": typeof types.AuthorMemberQueryDocument,
    "\n  query BlogPostPageQuery($slug: String!) {\n    blog_posts(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      published_at\n      created_at\n      updated_at\n      language\n      tags\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        display_name\n        username\n      }\n      ...StoryTranslationLink_BlogPost\n    }\n  }\n": typeof types.BlogPostPageQueryDocument,
    "\n  query BlogPostLegacyQuery($id: uuid!) {\n    blog_posts_by_pk(id: $id) {\n      id\n      slug\n    }\n  }\n": typeof types.BlogPostLegacyQueryDocument,
    "\n  query BlogCategoriesQuery @cached {\n    categories(where: { scope: { _eq: \"blog\" } }, order_by: { name: asc }) {\n      id\n      slug\n      name\n      name_zh\n      ...CategoryTabs_Category\n    }\n  }\n": typeof types.BlogCategoriesQueryDocument,
    "\n  query BlogPostsQuery($where: blog_posts_bool_exp!) {\n    blog_posts(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 60\n    ) {\n      id\n      ...BlogPostCard_BlogPost\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": typeof types.BlogPostsQueryDocument,
    "\n  query BookmarksPageQuery {\n    bookmarks(order_by: [{ created_at: desc }, { id: asc }], limit: 200) {\n      id\n      created_at\n      article {\n        id\n        slug\n        title\n        language\n      }\n      blog_post {\n        id\n        slug\n        title\n        language\n      }\n      news_article {\n        id\n        title\n        language\n      }\n      discussion {\n        id\n        content\n      }\n    }\n  }\n": typeof types.BookmarksPageQueryDocument,
    "\n  subscription DiscussionThreadPageSubscription($id: uuid!) {\n    discussions_by_pk(id: $id) {\n      id\n      author_id\n      content\n      language\n      likes\n      comments_count\n      created_at\n      updated_at\n      author {\n        username\n        display_name\n      }\n      ...DiscussionCard_Discussion\n    }\n  }\n": typeof types.DiscussionThreadPageSubscriptionDocument,
    "\n  subscription DiscussionListSubscription(\n    $where: discussions_bool_exp!\n    $orderBy: [discussions_order_by!]!\n    $limit: Int!\n  ) {\n    discussions(where: $where, order_by: $orderBy, limit: $limit) {\n      id\n      author_id\n      likes\n      comments_count\n      ...DiscussionCard_Discussion\n    }\n  }\n": typeof types.DiscussionListSubscriptionDocument,
    "\n  subscription DiscussionStatsSubscription {\n    discussions_aggregate {\n      aggregate {\n        count\n        members: count(columns: [author_id], distinct: true)\n        sum {\n          likes\n        }\n      }\n    }\n  }\n": typeof types.DiscussionStatsSubscriptionDocument,
    "\n  subscription DiscussionCommentStatsSubscription {\n    discussion_comments_aggregate(where: { discussion_id: { _is_null: false } }) {\n      aggregate {\n        count\n        sum {\n          likes\n        }\n      }\n    }\n  }\n": typeof types.DiscussionCommentStatsSubscriptionDocument,
    "\n  query EventDetailQuery($slug: String!) {\n    events(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      name\n      slug\n      description\n      start_date\n      end_date\n      location_url\n      image_url\n      registration_url\n      max_attendees\n      current_attendees\n      price\n      is_free\n      is_online\n      organizer_name\n      category\n      is_upcoming\n    }\n  }\n": typeof types.EventDetailQueryDocument,
    "\n  query EventsListQuery {\n    events(order_by: [{ start_date: asc }, { id: asc }]) {\n      id\n      start_date\n      category\n      is_upcoming\n      ...EventCard_Event\n    }\n  }\n": typeof types.EventsListQueryDocument,
    "\n  query HomeCategoriesQuery @cached {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: { name: asc }) {\n      id\n      slug\n      ...CategoryTabs_Category\n    }\n  }\n": typeof types.HomeCategoriesQueryDocument,
    "\n  query HomeFeaturedQuery($where: articles_bool_exp!) {\n    articles(\n      where: { _and: [$where, { featured: { _eq: true } }] }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 3\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": typeof types.HomeFeaturedQueryDocument,
    "\n  query HomeLatestQuery($where: articles_bool_exp!) {\n    articles(\n      where: { _and: [$where, { image_url: { _is_null: true } }] }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 6\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": typeof types.HomeLatestQueryDocument,
    "\n  query HomeArticlesQuery($where: articles_bool_exp!, $offset: Int!, $limit: Int!) {\n    articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      offset: $offset\n      limit: $limit\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": typeof types.HomeArticlesQueryDocument,
    "\n  subscription HomeLiveNewsSubscription($limit: Int!) {\n    news_articles(order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: $limit) {\n      id\n      ...NewsItem_NewsArticle\n    }\n  }\n": typeof types.HomeLiveNewsSubscriptionDocument,
    "\n  subscription NewsItemPageSubscription($id: uuid!) {\n    news_articles_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      source_url\n      image_url\n      author_name\n      language\n      published_at\n      updated_at\n      is_important\n      pinned_at\n      tickers\n      bull_count\n      bear_count\n      news_category {\n        slug\n        name\n        name_zh\n        color\n      }\n      source {\n        name\n      }\n    }\n  }\n": typeof types.NewsItemPageSubscriptionDocument,
    "\n  query NewsCategoriesQuery @cached {\n    news_categories(order_by: [{ sort_order: asc }, { slug: asc }]) {\n      slug\n      name\n      name_zh\n      color\n    }\n  }\n": typeof types.NewsCategoriesQueryDocument,
    "\n  subscription NewsTimelineSubscription($where: news_articles_bool_exp!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: $limit\n    ) {\n      id\n      published_at\n      created_at\n      ...NewsStreamItem_NewsArticle\n    }\n  }\n": typeof types.NewsTimelineSubscriptionDocument,
    "\n  query NewsPageQuery($where: news_articles_bool_exp!, $offset: Int!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      offset: $offset\n      limit: $limit\n    ) {\n      id\n      published_at\n      created_at\n      ...NewsStreamItem_NewsArticle\n    }\n  }\n": typeof types.NewsPageQueryDocument,
    "\n  subscription NewsPinnedSubscription($where: news_articles_bool_exp!, $limit: Int!) {\n    news_articles(where: $where, order_by: [{ pinned_at: desc }, { id: asc }], limit: $limit) {\n      id\n      published_at\n      created_at\n      ...NewsStreamItem_NewsArticle\n    }\n  }\n": typeof types.NewsPinnedSubscriptionDocument,
    "\n  fragment NewsStreamItem_NewsArticle on news_articles {\n    id\n    bull_count\n    bear_count\n    is_important\n    pinned_at\n    ...NewsItem_NewsArticle\n  }\n": typeof types.NewsStreamItem_NewsArticleFragmentDoc,
    "\n  query NotificationsPageQuery($limit: Int!) {\n    notifications(order_by: [{ created_at: desc }, { id: desc }], limit: $limit) {\n      id\n      created_at\n      read_at\n      ...NotificationItem_Notification\n    }\n  }\n": typeof types.NotificationsPageQueryDocument,
    "\n  subscription NotificationsStreamSubscription($since: timestamptz!) {\n    notifications_stream(batch_size: 20, cursor: { initial_value: { created_at: $since }, ordering: ASC }) {\n      id\n      created_at\n      read_at\n      ...NotificationItem_Notification\n    }\n  }\n": typeof types.NotificationsStreamSubscriptionDocument,
    "\n  fragment NotificationItem_Notification on notifications {\n    id\n    kind\n    read_at\n    created_at\n    discussion_id\n    comment_id\n    actor {\n      display_name\n      avatar_url\n    }\n    discussion {\n      content\n    }\n    article {\n      slug\n      title\n    }\n    blog_post {\n      slug\n      title\n    }\n    comment {\n      content\n    }\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  query ProfileMemberQuery($id: uuid!) {\n    user_profiles_by_pk(id: $id) {\n      id\n      created_at\n      ...ProfileCard_UserProfile\n      ...EditProfileForm_UserProfile\n    }\n  }\n": typeof types.ProfileMemberQueryDocument,
    "\n  fragment ProfileCard_UserProfile on user_profiles {\n    display_name\n    username\n    avatar_url\n    bio\n    website\n    location\n  }\n": typeof types.ProfileCard_UserProfileFragmentDoc,
    "\n  query SearchResultsQuery($query: String!, $limit: Int) {\n    search(query: $query, limit: $limit) {\n      type\n      id\n      title\n      excerpt\n      url\n      published_at\n      language\n    }\n  }\n": typeof types.SearchResultsQueryDocument,
    "\n  query TagPostsQuery($tags: _text!) {\n    blog_posts(\n      where: { published: { _eq: true }, tags: { _contains: $tags } }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 60\n    ) {\n      id\n      ...BlogPostCard_BlogPost\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": typeof types.TagPostsQueryDocument,
    "\n  query WriteBlogCategoriesQuery {\n    categories(where: { scope: { _eq: \"blog\" } }, order_by: { name: asc }) {\n      id\n      name\n      name_zh\n    }\n  }\n": typeof types.WriteBlogCategoriesQueryDocument,
    "\n  query WriteBlogPostQuery($id: uuid!) {\n    blog_posts_by_pk(id: $id) {\n      id\n      author_id\n      title\n      excerpt\n      content\n      image_url\n      category_id\n      tags\n      featured\n      published\n      language\n    }\n  }\n": typeof types.WriteBlogPostQueryDocument,
    "\n  mutation WriteBlogCreatePostMutation($post: blog_posts_insert_input!) {\n    insert_blog_posts_one(object: $post) {\n      id\n      slug\n      published\n    }\n  }\n": typeof types.WriteBlogCreatePostMutationDocument,
    "\n  mutation WriteBlogUpdatePostMutation($id: uuid!, $post: blog_posts_set_input!) {\n    update_blog_posts_by_pk(pk_columns: { id: $id }, _set: $post) {\n      id\n      slug\n      published\n    }\n  }\n": typeof types.WriteBlogUpdatePostMutationDocument,
    "\n  subscription CommentThreadSubscription($where: discussion_comments_bool_exp!) {\n    discussion_comments(where: $where, order_by: [{ created_at: asc }, { id: asc }], limit: 200) {\n      id\n      ...CommentTree_Comment\n      replies(order_by: [{ created_at: asc }, { id: asc }], limit: 100) {\n        id\n        ...CommentTree_Comment\n      }\n    }\n  }\n": typeof types.CommentThreadSubscriptionDocument,
    "\n  fragment CommentTree_Comment on discussion_comments {\n    id\n    author_id\n    content\n    likes\n    ...CommentItem_DiscussionComment\n  }\n": typeof types.CommentTree_CommentFragmentDoc,
    "\n  query MyPostsQuery($authorId: uuid!) {\n    blog_posts(where: { author_id: { _eq: $authorId } }, order_by: [{ updated_at: desc }, { id: asc }]) {\n      id\n      slug\n      title\n      published\n      language\n      updated_at\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": typeof types.MyPostsQueryDocument,
    "\n  mutation MyPostsDeleteMutation($id: uuid!) {\n    delete_blog_posts_by_pk(id: $id) {\n      id\n    }\n  }\n": typeof types.MyPostsDeleteMutationDocument,
};
const documents: Documents = {
    "\n  fragment CategoryBadge_Category on categories {\n    id\n    name\n    name_zh\n    slug\n  }\n": types.CategoryBadge_CategoryFragmentDoc,
    "\n  fragment CategoryTabs_Category on categories {\n    id\n    name\n    name_zh\n    slug\n  }\n": types.CategoryTabs_CategoryFragmentDoc,
    "\n  fragment AuthorMeta_UserProfile on user_profiles {\n    username\n    display_name\n    avatar_url\n  }\n": types.AuthorMeta_UserProfileFragmentDoc,
    "\n  fragment CommentItem_DiscussionComment on discussion_comments {\n    id\n    content\n    hidden\n    created_at\n    author {\n      ...AuthorMeta_UserProfile\n    }\n  }\n": types.CommentItem_DiscussionCommentFragmentDoc,
    "\n  fragment DiscussionCard_Discussion on discussions {\n    id\n    content\n    language\n    hidden\n    created_at\n    author {\n      ...AuthorMeta_UserProfile\n    }\n  }\n": types.DiscussionCard_DiscussionFragmentDoc,
    "\n  fragment EventCard_Event on events {\n    id\n    name\n    slug\n    description\n    start_date\n    end_date\n    location_url\n    image_url\n    registration_url\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    featured\n    category\n    is_upcoming\n  }\n": types.EventCard_EventFragmentDoc,
    "\n  fragment NewsItem_NewsArticle on news_articles {\n    id\n    title\n    excerpt\n    source_url\n    language\n    published_at\n    created_at\n    is_important\n    pinned_at\n    tickers\n    news_category {\n      slug\n      name\n      name_zh\n      color\n    }\n    source {\n      name\n    }\n  }\n": types.NewsItem_NewsArticleFragmentDoc,
    "\n  fragment StoryTranslationLink_Article on articles {\n    translation_of {\n      slug\n      language\n    }\n    translations(limit: 1) {\n      slug\n      language\n    }\n  }\n": types.StoryTranslationLink_ArticleFragmentDoc,
    "\n  fragment StoryTranslationLink_BlogPost on blog_posts {\n    translation_of {\n      slug\n      language\n    }\n    translations(limit: 1) {\n      slug\n      language\n    }\n  }\n": types.StoryTranslationLink_BlogPostFragmentDoc,
    "\n  fragment ArticleCard_Article on articles {\n    id\n    slug\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published_at\n    created_at\n    author {\n      name\n      slug\n    }\n  }\n": types.ArticleCard_ArticleFragmentDoc,
    "\n  fragment BlogPostCard_BlogPost on blog_posts {\n    id\n    slug\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published\n    tags\n    published_at\n    created_at\n    author {\n      display_name\n      username\n    }\n  }\n": types.BlogPostCard_BlogPostFragmentDoc,
    "\n  query AdminGateProfileQuery($id: uuid!) {\n    user_profiles_by_pk(id: $id) {\n      id\n      is_admin\n    }\n  }\n": types.AdminGateProfileQueryDocument,
    "\n  query BookmarkItemStateQuery($where: bookmarks_bool_exp!) {\n    bookmarks(where: $where, limit: 1) {\n      id\n    }\n  }\n": types.BookmarkItemStateQueryDocument,
    "\n  mutation BookmarkItemAddMutation($object: bookmarks_insert_input!) {\n    insert_bookmarks_one(object: $object) {\n      id\n    }\n  }\n": types.BookmarkItemAddMutationDocument,
    "\n  mutation BookmarkItemRemoveMutation($id: uuid!) {\n    delete_bookmarks_by_pk(id: $id) {\n      id\n    }\n  }\n": types.BookmarkItemRemoveMutationDocument,
    "\n  mutation CountViewPageMutation(\n    $path: String!\n    $title: String\n    $referrer: String\n    $visitorId: String!\n    $sessionId: String!\n  ) {\n    recordPageView(\n      path: $path\n      title: $title\n      referrer: $referrer\n      visitorId: $visitorId\n      sessionId: $sessionId\n    ) {\n      ok\n    }\n  }\n": types.CountViewPageMutationDocument,
    "\n  mutation CountViewArticleMutation($id: uuid!) {\n    incrementArticleViews(id: $id) {\n      id\n      views_count\n    }\n  }\n": types.CountViewArticleMutationDocument,
    "\n  mutation CountViewNewsMutation($id: uuid!) {\n    incrementNewsViews(id: $id) {\n      id\n      views_count\n    }\n  }\n": types.CountViewNewsMutationDocument,
    "\n  mutation CurateNewsImportantMutation($id: uuid!, $important: Boolean!) {\n    update_news_articles_by_pk(pk_columns: { id: $id }, _set: { is_important: $important }) {\n      id\n      is_important\n    }\n  }\n": types.CurateNewsImportantMutationDocument,
    "\n  mutation CurateNewsPinMutation($id: uuid!, $pinnedAt: timestamptz) {\n    update_news_articles_by_pk(pk_columns: { id: $id }, _set: { pinned_at: $pinnedAt }) {\n      id\n      pinned_at\n    }\n  }\n": types.CurateNewsPinMutationDocument,
    "\n  mutation CommentDiscussionMutation($object: discussion_comments_insert_input!) {\n    insert_discussion_comments_one(object: $object) {\n      id\n    }\n  }\n": types.CommentDiscussionMutationDocument,
    "\n  mutation CreateDiscussionMutation($content: String!, $language: String!) {\n    insert_discussions_one(object: { content: $content, language: $language }) {\n      id\n    }\n  }\n": types.CreateDiscussionMutationDocument,
    "\n  mutation DeleteDiscussionMutation($id: uuid!) {\n    delete_discussions_by_pk(id: $id) {\n      id\n    }\n  }\n": types.DeleteDiscussionMutationDocument,
    "\n  mutation DeleteDiscussionCommentMutation($id: uuid!) {\n    delete_discussion_comments_by_pk(id: $id) {\n      id\n    }\n  }\n": types.DeleteDiscussionCommentMutationDocument,
    "\n  mutation EditCommentMutation($id: uuid!, $content: String!) {\n    update_discussion_comments_by_pk(pk_columns: { id: $id }, _set: { content: $content }) {\n      id\n      content\n    }\n  }\n": types.EditCommentMutationDocument,
    "\n  mutation LikeDiscussionInsertMutation($discussionId: uuid!) {\n    insert_discussion_likes_one(object: { discussion_id: $discussionId }) {\n      discussion_id\n    }\n  }\n": types.LikeDiscussionInsertMutationDocument,
    "\n  mutation LikeDiscussionDeleteMutation($discussionId: uuid!, $userId: uuid!) {\n    delete_discussion_likes_by_pk(discussion_id: $discussionId, user_id: $userId) {\n      discussion_id\n    }\n  }\n": types.LikeDiscussionDeleteMutationDocument,
    "\n  mutation LikeDiscussionCommentInsertMutation($commentId: uuid!) {\n    insert_discussion_comment_likes_one(object: { comment_id: $commentId }) {\n      comment_id\n    }\n  }\n": types.LikeDiscussionCommentInsertMutationDocument,
    "\n  mutation LikeDiscussionCommentDeleteMutation($commentId: uuid!, $userId: uuid!) {\n    delete_discussion_comment_likes_by_pk(comment_id: $commentId, user_id: $userId) {\n      comment_id\n    }\n  }\n": types.LikeDiscussionCommentDeleteMutationDocument,
    "\n  mutation LikeArticleInsertMutation($articleId: uuid!) {\n    insert_article_likes_one(object: { article_id: $articleId }) {\n      article_id\n    }\n  }\n": types.LikeArticleInsertMutationDocument,
    "\n  mutation LikeArticleDeleteMutation($articleId: uuid!, $userId: uuid!) {\n    delete_article_likes_by_pk(article_id: $articleId, user_id: $userId) {\n      article_id\n    }\n  }\n": types.LikeArticleDeleteMutationDocument,
    "\n  mutation LikeBlogPostInsertMutation($blogPostId: uuid!) {\n    insert_blog_post_likes_one(object: { blog_post_id: $blogPostId }) {\n      blog_post_id\n    }\n  }\n": types.LikeBlogPostInsertMutationDocument,
    "\n  mutation LikeBlogPostDeleteMutation($blogPostId: uuid!, $userId: uuid!) {\n    delete_blog_post_likes_by_pk(blog_post_id: $blogPostId, user_id: $userId) {\n      blog_post_id\n    }\n  }\n": types.LikeBlogPostDeleteMutationDocument,
    "\n  subscription LikeDiscussionMineSubscription($userId: uuid!, $discussionIds: [uuid!]!) {\n    discussion_likes(where: { user_id: { _eq: $userId }, discussion_id: { _in: $discussionIds } }) {\n      discussion_id\n    }\n  }\n": types.LikeDiscussionMineSubscriptionDocument,
    "\n  subscription LikeDiscussionMyCommentLikesSubscription($userId: uuid!, $comments: discussion_comments_bool_exp!) {\n    discussion_comment_likes(where: { user_id: { _eq: $userId }, comment: $comments }) {\n      comment_id\n    }\n  }\n": types.LikeDiscussionMyCommentLikesSubscriptionDocument,
    "\n  subscription LikeArticleCountSubscription($articleId: uuid!) {\n    article_likes_aggregate(where: { article_id: { _eq: $articleId } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.LikeArticleCountSubscriptionDocument,
    "\n  subscription LikeArticleMineSubscription($articleId: uuid!, $userId: uuid!) {\n    article_likes(where: { article_id: { _eq: $articleId }, user_id: { _eq: $userId } }) {\n      article_id\n    }\n  }\n": types.LikeArticleMineSubscriptionDocument,
    "\n  subscription LikeBlogPostCountSubscription($blogPostId: uuid!) {\n    blog_post_likes_aggregate(where: { blog_post_id: { _eq: $blogPostId } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.LikeBlogPostCountSubscriptionDocument,
    "\n  subscription LikeBlogPostMineSubscription($blogPostId: uuid!, $userId: uuid!) {\n    blog_post_likes(where: { blog_post_id: { _eq: $blogPostId }, user_id: { _eq: $userId } }) {\n      blog_post_id\n    }\n  }\n": types.LikeBlogPostMineSubscriptionDocument,
    "\n  mutation ReportContentMutation($object: content_reports_insert_input!) {\n    insert_content_reports_one(object: $object) {\n      id\n    }\n  }\n": types.ReportContentMutationDocument,
    "\n  mutation EditProfileSaveMutation($id: uuid!, $changes: user_profiles_set_input!) {\n    update_user_profiles_by_pk(pk_columns: { id: $id }, _set: $changes) {\n      id\n      display_name\n      bio\n      website\n      location\n      avatar_url\n    }\n  }\n": types.EditProfileSaveMutationDocument,
    "\n  fragment EditProfileForm_UserProfile on user_profiles {\n    id\n    display_name\n    bio\n    website\n    location\n    avatar_url\n  }\n": types.EditProfileForm_UserProfileFragmentDoc,
    "\n  subscription ReadNotificationsUnreadSubscription {\n    notifications_aggregate(where: { read_at: { _is_null: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.ReadNotificationsUnreadSubscriptionDocument,
    "\n  mutation ReadNotificationMutation($id: uuid!, $at: timestamptz!) {\n    update_notifications_by_pk(pk_columns: { id: $id }, _set: { read_at: $at }) {\n      id\n      read_at\n    }\n  }\n": types.ReadNotificationMutationDocument,
    "\n  mutation ReadAllNotificationsMutation($at: timestamptz!) {\n    update_notifications(where: { read_at: { _is_null: true } }, _set: { read_at: $at }) {\n      affected_rows\n      returning {\n        id\n        read_at\n      }\n    }\n  }\n": types.ReadAllNotificationsMutationDocument,
    "\n  mutation RefreshNewsFetchMutation {\n    fetchNews {\n      throttled\n      fetched_at\n      new_items\n      sources {\n        source_id\n        status\n      }\n    }\n  }\n": types.RefreshNewsFetchMutationDocument,
    "\n  mutation VoteNewsCastMutation($newsId: uuid!, $side: String!) {\n    insert_news_votes_one(\n      object: { news_id: $newsId, side: $side }\n      on_conflict: { constraint: news_votes_pkey, update_columns: [side] }\n    ) {\n      news_id\n      side\n    }\n  }\n": types.VoteNewsCastMutationDocument,
    "\n  mutation VoteNewsWithdrawMutation($newsId: uuid!, $userId: uuid!) {\n    delete_news_votes_by_pk(news_id: $newsId, user_id: $userId) {\n      news_id\n    }\n  }\n": types.VoteNewsWithdrawMutationDocument,
    "\n  subscription VoteNewsMineSubscription($newsIds: [uuid!]!) {\n    news_votes(where: { news_id: { _in: $newsIds } }) {\n      news_id\n      side\n    }\n  }\n": types.VoteNewsMineSubscriptionDocument,
    "\n  query AdminArticlesListQuery($where: articles_bool_exp!, $limit: Int!) {\n    articles(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {\n      id\n      ...ArticleRow_Article\n    }\n    matching: articles_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n    total: articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n    published: articles_aggregate(where: { published: { _eq: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.AdminArticlesListQueryDocument,
    "\n  mutation AdminArticlesSetPublishedMutation($id: uuid!, $published: Boolean!) {\n    update_articles_by_pk(pk_columns: { id: $id }, _set: { published: $published }) {\n      id\n      published\n      published_at\n    }\n  }\n": types.AdminArticlesSetPublishedMutationDocument,
    "\n  mutation AdminArticlesDeleteMutation($id: uuid!) {\n    delete_articles_by_pk(id: $id) {\n      id\n    }\n  }\n": types.AdminArticlesDeleteMutationDocument,
    "\n  fragment ArticleRow_Article on articles {\n    id\n    slug\n    title\n    excerpt\n    language\n    published\n    created_at\n    category {\n      ...CategoryBadge_Category\n    }\n    author {\n      name\n    }\n  }\n": types.ArticleRow_ArticleFragmentDoc,
    "\n  query AdminCategoriesCategoriesQuery {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: [{ name: asc }, { id: asc }]) {\n      id\n      ...CategoriesSection_Category\n    }\n  }\n": types.AdminCategoriesCategoriesQueryDocument,
    "\n  mutation AdminCategoriesInsertCategoryMutation($object: categories_insert_input!) {\n    insert_categories_one(object: $object) {\n      id\n    }\n  }\n": types.AdminCategoriesInsertCategoryMutationDocument,
    "\n  mutation AdminCategoriesUpdateCategoryMutation($id: uuid!, $changes: categories_set_input!) {\n    update_categories_by_pk(pk_columns: { id: $id }, _set: $changes) {\n      id\n    }\n  }\n": types.AdminCategoriesUpdateCategoryMutationDocument,
    "\n  mutation AdminCategoriesDeleteCategoryMutation($id: uuid!) {\n    delete_categories_by_pk(id: $id) {\n      id\n    }\n  }\n": types.AdminCategoriesDeleteCategoryMutationDocument,
    "\n  query AdminCategoriesAuthorsQuery {\n    authors(order_by: [{ name: asc }, { id: asc }]) {\n      id\n      ...AuthorsSection_Author\n    }\n  }\n": types.AdminCategoriesAuthorsQueryDocument,
    "\n  mutation AdminCategoriesInsertAuthorMutation($object: authors_insert_input!) {\n    insert_authors_one(object: $object) {\n      id\n    }\n  }\n": types.AdminCategoriesInsertAuthorMutationDocument,
    "\n  mutation AdminCategoriesUpdateAuthorMutation($id: uuid!, $changes: authors_set_input!) {\n    update_authors_by_pk(pk_columns: { id: $id }, _set: $changes) {\n      id\n    }\n  }\n": types.AdminCategoriesUpdateAuthorMutationDocument,
    "\n  mutation AdminCategoriesDeleteAuthorMutation($id: uuid!) {\n    delete_authors_by_pk(id: $id) {\n      id\n    }\n  }\n": types.AdminCategoriesDeleteAuthorMutationDocument,
    "\n  fragment AuthorsSection_Author on authors {\n    id\n    name\n    email\n    bio\n    expertise\n    articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.AuthorsSection_AuthorFragmentDoc,
    "\n  fragment CategoriesSection_Category on categories {\n    id\n    name\n    name_zh\n    slug\n    description\n    articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.CategoriesSection_CategoryFragmentDoc,
    "\n  query AdminDashboardAnalyticsQuery($days: Int!) {\n    dailyAnalytics(days: $days) {\n      recentActivity {\n        date\n        views\n      }\n      totalUniqueVisitors\n      avgBounceRate\n      deviceBreakdown {\n        device\n        count\n      }\n      topPages {\n        title\n        url\n        views\n      }\n      totalViews\n      error\n    }\n    articleAnalytics {\n      totalViews\n      topCategories {\n        name\n        count\n      }\n    }\n  }\n": types.AdminDashboardAnalyticsQueryDocument,
    "\n  query DiagnosticsCountsQuery {\n    articles: articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n    blogPosts: blog_posts_aggregate {\n      aggregate {\n        count\n      }\n    }\n    news: news_articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n    events: events_aggregate {\n      aggregate {\n        count\n      }\n    }\n    discussions: discussions_aggregate {\n      aggregate {\n        count\n      }\n    }\n    comments: discussion_comments_aggregate {\n      aggregate {\n        count\n      }\n    }\n    users: auth_users_aggregate {\n      aggregate {\n        count\n      }\n    }\n    pageViews: page_views_aggregate {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.DiagnosticsCountsQueryDocument,
    "\n  query DiagnosticsImagesQuery($limit: Int!) {\n    articles(where: { image_url: { _is_null: false, _nlike: \"/demo/%\" } }, order_by: [{ updated_at: desc }], limit: $limit) {\n      id\n      title\n      image_url\n    }\n    blog_posts(where: { image_url: { _is_null: false, _nlike: \"/demo/%\" } }, order_by: [{ updated_at: desc }], limit: $limit) {\n      id\n      title\n      image_url\n    }\n    user_profiles(where: { avatar_url: { _is_null: false, _nlike: \"/demo/%\" } }, order_by: [{ updated_at: desc }], limit: $limit) {\n      id\n      display_name\n      avatar_url\n    }\n  }\n": types.DiagnosticsImagesQueryDocument,
    "\n  query DiagnosticsAdminProfileQuery($id: uuid!) {\n    user_profiles_by_pk(id: $id) {\n      id\n      is_admin\n    }\n  }\n": types.DiagnosticsAdminProfileQueryDocument,
    "\n  query DiagnosticsCategoriesQuery {\n    categories(order_by: [{ scope: asc }, { name: asc }]) {\n      id\n      name\n      name_zh\n      slug\n      scope\n      articles_aggregate {\n        aggregate {\n          count\n        }\n      }\n    }\n  }\n": types.DiagnosticsCategoriesQueryDocument,
    "\n  mutation DiagnosticsResetCategoriesMutation($dryRun: Boolean!) {\n    resetWeb3Categories(dryRun: $dryRun) {\n      removed\n      added\n      articlesUncategorized\n      removedCategories {\n        slug\n        name\n        name_zh\n      }\n      addedCategories {\n        slug\n        name\n        name_zh\n      }\n      web3Categories {\n        slug\n        name\n        name_zh\n      }\n    }\n  }\n": types.DiagnosticsResetCategoriesMutationDocument,
    "\n  query DiagnosticsTodosQuery {\n    todos(order_by: [{ created_at: desc }, { id: asc }]) {\n      id\n      title\n      is_completed\n      created_at\n    }\n  }\n": types.DiagnosticsTodosQueryDocument,
    "\n  mutation DiagnosticsAddTodoMutation($title: String!) {\n    insert_todos_one(object: { title: $title }) {\n      id\n    }\n  }\n": types.DiagnosticsAddTodoMutationDocument,
    "\n  mutation DiagnosticsToggleTodoMutation($id: uuid!, $done: Boolean!) {\n    update_todos_by_pk(pk_columns: { id: $id }, _set: { is_completed: $done }) {\n      id\n      is_completed\n    }\n  }\n": types.DiagnosticsToggleTodoMutationDocument,
    "\n  mutation DiagnosticsDeleteTodoMutation($id: uuid!) {\n    delete_todos_by_pk(id: $id) {\n      id\n    }\n  }\n": types.DiagnosticsDeleteTodoMutationDocument,
    "\n  query AdminEventsListQuery($where: events_bool_exp!, $limit: Int!) {\n    events(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {\n      id\n      ...EventRow_Event\n    }\n    matching: events_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n    total: events_aggregate {\n      aggregate {\n        count\n      }\n    }\n    upcoming: events_aggregate(where: { status: { _eq: upcoming } }) {\n      aggregate {\n        count\n      }\n    }\n    ongoing: events_aggregate(where: { status: { _eq: ongoing } }) {\n      aggregate {\n        count\n      }\n    }\n    completed: events_aggregate(where: { status: { _eq: completed } }) {\n      aggregate {\n        count\n      }\n    }\n    cancelled: events_aggregate(where: { status: { _eq: cancelled } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.AdminEventsListQueryDocument,
    "\n  query AdminEventsEventQuery($id: uuid!) {\n    events_by_pk(id: $id) {\n      id\n      ...EventFormDialog_Event\n    }\n  }\n": types.AdminEventsEventQueryDocument,
    "\n  query AdminEventsSlugQuery($slug: String!) {\n    events(where: { slug: { _eq: $slug } }, limit: 2) {\n      id\n      name\n    }\n  }\n": types.AdminEventsSlugQueryDocument,
    "\n  mutation AdminEventsInsertMutation($object: events_insert_input!) {\n    insert_events_one(object: $object) {\n      id\n      name\n      slug\n    }\n  }\n": types.AdminEventsInsertMutationDocument,
    "\n  mutation AdminEventsUpdateMutation($id: uuid!, $set: events_set_input!) {\n    update_events_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      name\n      slug\n    }\n  }\n": types.AdminEventsUpdateMutationDocument,
    "\n  mutation AdminEventsDeleteMutation($id: uuid!) {\n    delete_events_by_pk(id: $id) {\n      id\n    }\n  }\n": types.AdminEventsDeleteMutationDocument,
    "\n  fragment EventFormDialog_Event on events {\n    name\n    slug\n    description\n    start_date\n    end_date\n    location_url\n    image_url\n    registration_url\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    organizer_name\n    organizer_email\n    status\n    featured\n    published\n    category\n  }\n": types.EventFormDialog_EventFragmentDoc,
    "\n  fragment EventRow_Event on events {\n    id\n    name\n    slug\n    image_url\n    start_date\n    end_date\n    status\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    featured\n    published\n    category\n  }\n": types.EventRow_EventFragmentDoc,
    "\n  query AdminReportsListQuery($resolved: Boolean!) {\n    content_reports(where: { resolved: { _eq: $resolved } }, order_by: [{ created_at: desc }, { id: asc }], limit: 100) {\n      id\n      reason\n      created_at\n      reporter {\n        username\n        display_name\n      }\n      discussion {\n        id\n        content\n        hidden\n      }\n      comment {\n        id\n        content\n        hidden\n        discussion_id\n        article {\n          slug\n        }\n        blog_post {\n          slug\n        }\n      }\n    }\n  }\n": types.AdminReportsListQueryDocument,
    "\n  mutation AdminReportsHideDiscussionMutation($id: uuid!, $hidden: Boolean!) {\n    update_discussions_by_pk(pk_columns: { id: $id }, _set: { hidden: $hidden }) {\n      id\n      hidden\n    }\n  }\n": types.AdminReportsHideDiscussionMutationDocument,
    "\n  mutation AdminReportsHideCommentMutation($id: uuid!, $hidden: Boolean!) {\n    update_discussion_comments_by_pk(pk_columns: { id: $id }, _set: { hidden: $hidden }) {\n      id\n      hidden\n    }\n  }\n": types.AdminReportsHideCommentMutationDocument,
    "\n  mutation AdminReportsResolveMutation($id: uuid!, $resolved: Boolean!) {\n    update_content_reports_by_pk(pk_columns: { id: $id }, _set: { resolved: $resolved }) {\n      id\n      resolved\n    }\n  }\n": types.AdminReportsResolveMutationDocument,
    "\n  query AdminUsersListQuery($where: user_profiles_bool_exp!, $limit: Int!) {\n    user_profiles(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {\n      id\n      ...UserRow_UserProfile\n    }\n    matching: user_profiles_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.AdminUsersListQueryDocument,
    "\n  mutation AdminUsersSetAdminMutation($id: uuid!, $isAdmin: Boolean!) {\n    update_user_profiles_by_pk(pk_columns: { id: $id }, _set: { is_admin: $isAdmin }) {\n      id\n      is_admin\n    }\n  }\n": types.AdminUsersSetAdminMutationDocument,
    "\n  fragment UserRow_UserProfile on user_profiles {\n    id\n    display_name\n    username\n    is_admin\n    created_at\n    account {\n      email\n    }\n  }\n": types.UserRow_UserProfileFragmentDoc,
    "\n  query WriteArticleOptionsQuery {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: { name: asc }) {\n      id\n      name\n      name_zh\n    }\n    authors(order_by: { name: asc }) {\n      id\n      name\n      email\n    }\n    articles(order_by: { created_at: desc }, limit: 200) {\n      id\n      title\n      language\n    }\n  }\n": types.WriteArticleOptionsQueryDocument,
    "\n  query WriteArticleEditQuery($id: uuid!) {\n    articles_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      category_id\n      author_id\n      language\n      translation_of_id\n      featured\n      published\n    }\n  }\n": types.WriteArticleEditQueryDocument,
    "\n  mutation WriteArticleInsertMutation($object: articles_insert_input!) {\n    insert_articles_one(object: $object) {\n      id\n      slug\n      published\n    }\n  }\n": types.WriteArticleInsertMutationDocument,
    "\n  mutation WriteArticleUpdateMutation($id: uuid!, $set: articles_set_input!) {\n    update_articles_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      slug\n      published\n    }\n  }\n": types.WriteArticleUpdateMutationDocument,
    "\n  mutation WriteArticleCreateAuthorMutation($name: String!, $email: String!) {\n    insert_authors_one(object: { name: $name, email: $email }) {\n      id\n    }\n  }\n": types.WriteArticleCreateAuthorMutationDocument,
    "\n  query ArticlePageQuery($slug: String!) {\n    articles(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      views_count\n      published_at\n      created_at\n      updated_at\n      language\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        name\n        slug\n        bio\n      }\n      ...StoryTranslationLink_Article\n    }\n  }\n": types.ArticlePageQueryDocument,
    "\n  query ArticleLegacyQuery($id: uuid!) {\n    articles_by_pk(id: $id) {\n      id\n      slug\n    }\n  }\n": types.ArticleLegacyQueryDocument,
    "\n  query AuthorPageQuery($slug: String!) {\n    authors(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      name\n      bio\n      expertise\n      avatar_url\n      articles(where: { published: { _eq: true } }, order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: 50) {\n        id\n        ...ArticleCard_Article\n        category {\n          ...CategoryBadge_Category\n        }\n      }\n    }\n  }\n": types.AuthorPageQueryDocument,
    "\n  query AuthorMemberQuery($username: String!) {\n    user_profiles(where: { username: { _eq: $username } }, limit: 1) {\n      id\n      username\n      display_name\n      avatar_url\n      bio\n      created_at\n      blog_posts(where: { published: { _eq: true } }, order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: 50) {\n        id\n        ...BlogPostCard_BlogPost\n        category {\n          ...CategoryBadge_Category\n        }\n      }\n      discussions(order_by: [{ created_at: desc }, { id: asc }], limit: 20) {\n        id\n        likes\n        comments_count\n        ...DiscussionCard_Discussion\n      }\n    }\n  }\n": types.AuthorMemberQueryDocument,
    "\n  query BlogPostPageQuery($slug: String!) {\n    blog_posts(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      published_at\n      created_at\n      updated_at\n      language\n      tags\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        display_name\n        username\n      }\n      ...StoryTranslationLink_BlogPost\n    }\n  }\n": types.BlogPostPageQueryDocument,
    "\n  query BlogPostLegacyQuery($id: uuid!) {\n    blog_posts_by_pk(id: $id) {\n      id\n      slug\n    }\n  }\n": types.BlogPostLegacyQueryDocument,
    "\n  query BlogCategoriesQuery @cached {\n    categories(where: { scope: { _eq: \"blog\" } }, order_by: { name: asc }) {\n      id\n      slug\n      name\n      name_zh\n      ...CategoryTabs_Category\n    }\n  }\n": types.BlogCategoriesQueryDocument,
    "\n  query BlogPostsQuery($where: blog_posts_bool_exp!) {\n    blog_posts(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 60\n    ) {\n      id\n      ...BlogPostCard_BlogPost\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": types.BlogPostsQueryDocument,
    "\n  query BookmarksPageQuery {\n    bookmarks(order_by: [{ created_at: desc }, { id: asc }], limit: 200) {\n      id\n      created_at\n      article {\n        id\n        slug\n        title\n        language\n      }\n      blog_post {\n        id\n        slug\n        title\n        language\n      }\n      news_article {\n        id\n        title\n        language\n      }\n      discussion {\n        id\n        content\n      }\n    }\n  }\n": types.BookmarksPageQueryDocument,
    "\n  subscription DiscussionThreadPageSubscription($id: uuid!) {\n    discussions_by_pk(id: $id) {\n      id\n      author_id\n      content\n      language\n      likes\n      comments_count\n      created_at\n      updated_at\n      author {\n        username\n        display_name\n      }\n      ...DiscussionCard_Discussion\n    }\n  }\n": types.DiscussionThreadPageSubscriptionDocument,
    "\n  subscription DiscussionListSubscription(\n    $where: discussions_bool_exp!\n    $orderBy: [discussions_order_by!]!\n    $limit: Int!\n  ) {\n    discussions(where: $where, order_by: $orderBy, limit: $limit) {\n      id\n      author_id\n      likes\n      comments_count\n      ...DiscussionCard_Discussion\n    }\n  }\n": types.DiscussionListSubscriptionDocument,
    "\n  subscription DiscussionStatsSubscription {\n    discussions_aggregate {\n      aggregate {\n        count\n        members: count(columns: [author_id], distinct: true)\n        sum {\n          likes\n        }\n      }\n    }\n  }\n": types.DiscussionStatsSubscriptionDocument,
    "\n  subscription DiscussionCommentStatsSubscription {\n    discussion_comments_aggregate(where: { discussion_id: { _is_null: false } }) {\n      aggregate {\n        count\n        sum {\n          likes\n        }\n      }\n    }\n  }\n": types.DiscussionCommentStatsSubscriptionDocument,
    "\n  query EventDetailQuery($slug: String!) {\n    events(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      name\n      slug\n      description\n      start_date\n      end_date\n      location_url\n      image_url\n      registration_url\n      max_attendees\n      current_attendees\n      price\n      is_free\n      is_online\n      organizer_name\n      category\n      is_upcoming\n    }\n  }\n": types.EventDetailQueryDocument,
    "\n  query EventsListQuery {\n    events(order_by: [{ start_date: asc }, { id: asc }]) {\n      id\n      start_date\n      category\n      is_upcoming\n      ...EventCard_Event\n    }\n  }\n": types.EventsListQueryDocument,
    "\n  query HomeCategoriesQuery @cached {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: { name: asc }) {\n      id\n      slug\n      ...CategoryTabs_Category\n    }\n  }\n": types.HomeCategoriesQueryDocument,
    "\n  query HomeFeaturedQuery($where: articles_bool_exp!) {\n    articles(\n      where: { _and: [$where, { featured: { _eq: true } }] }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 3\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": types.HomeFeaturedQueryDocument,
    "\n  query HomeLatestQuery($where: articles_bool_exp!) {\n    articles(\n      where: { _and: [$where, { image_url: { _is_null: true } }] }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 6\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": types.HomeLatestQueryDocument,
    "\n  query HomeArticlesQuery($where: articles_bool_exp!, $offset: Int!, $limit: Int!) {\n    articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      offset: $offset\n      limit: $limit\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": types.HomeArticlesQueryDocument,
    "\n  subscription HomeLiveNewsSubscription($limit: Int!) {\n    news_articles(order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: $limit) {\n      id\n      ...NewsItem_NewsArticle\n    }\n  }\n": types.HomeLiveNewsSubscriptionDocument,
    "\n  subscription NewsItemPageSubscription($id: uuid!) {\n    news_articles_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      source_url\n      image_url\n      author_name\n      language\n      published_at\n      updated_at\n      is_important\n      pinned_at\n      tickers\n      bull_count\n      bear_count\n      news_category {\n        slug\n        name\n        name_zh\n        color\n      }\n      source {\n        name\n      }\n    }\n  }\n": types.NewsItemPageSubscriptionDocument,
    "\n  query NewsCategoriesQuery @cached {\n    news_categories(order_by: [{ sort_order: asc }, { slug: asc }]) {\n      slug\n      name\n      name_zh\n      color\n    }\n  }\n": types.NewsCategoriesQueryDocument,
    "\n  subscription NewsTimelineSubscription($where: news_articles_bool_exp!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: $limit\n    ) {\n      id\n      published_at\n      created_at\n      ...NewsStreamItem_NewsArticle\n    }\n  }\n": types.NewsTimelineSubscriptionDocument,
    "\n  query NewsPageQuery($where: news_articles_bool_exp!, $offset: Int!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      offset: $offset\n      limit: $limit\n    ) {\n      id\n      published_at\n      created_at\n      ...NewsStreamItem_NewsArticle\n    }\n  }\n": types.NewsPageQueryDocument,
    "\n  subscription NewsPinnedSubscription($where: news_articles_bool_exp!, $limit: Int!) {\n    news_articles(where: $where, order_by: [{ pinned_at: desc }, { id: asc }], limit: $limit) {\n      id\n      published_at\n      created_at\n      ...NewsStreamItem_NewsArticle\n    }\n  }\n": types.NewsPinnedSubscriptionDocument,
    "\n  fragment NewsStreamItem_NewsArticle on news_articles {\n    id\n    bull_count\n    bear_count\n    is_important\n    pinned_at\n    ...NewsItem_NewsArticle\n  }\n": types.NewsStreamItem_NewsArticleFragmentDoc,
    "\n  query NotificationsPageQuery($limit: Int!) {\n    notifications(order_by: [{ created_at: desc }, { id: desc }], limit: $limit) {\n      id\n      created_at\n      read_at\n      ...NotificationItem_Notification\n    }\n  }\n": types.NotificationsPageQueryDocument,
    "\n  subscription NotificationsStreamSubscription($since: timestamptz!) {\n    notifications_stream(batch_size: 20, cursor: { initial_value: { created_at: $since }, ordering: ASC }) {\n      id\n      created_at\n      read_at\n      ...NotificationItem_Notification\n    }\n  }\n": types.NotificationsStreamSubscriptionDocument,
    "\n  fragment NotificationItem_Notification on notifications {\n    id\n    kind\n    read_at\n    created_at\n    discussion_id\n    comment_id\n    actor {\n      display_name\n      avatar_url\n    }\n    discussion {\n      content\n    }\n    article {\n      slug\n      title\n    }\n    blog_post {\n      slug\n      title\n    }\n    comment {\n      content\n    }\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  query ProfileMemberQuery($id: uuid!) {\n    user_profiles_by_pk(id: $id) {\n      id\n      created_at\n      ...ProfileCard_UserProfile\n      ...EditProfileForm_UserProfile\n    }\n  }\n": types.ProfileMemberQueryDocument,
    "\n  fragment ProfileCard_UserProfile on user_profiles {\n    display_name\n    username\n    avatar_url\n    bio\n    website\n    location\n  }\n": types.ProfileCard_UserProfileFragmentDoc,
    "\n  query SearchResultsQuery($query: String!, $limit: Int) {\n    search(query: $query, limit: $limit) {\n      type\n      id\n      title\n      excerpt\n      url\n      published_at\n      language\n    }\n  }\n": types.SearchResultsQueryDocument,
    "\n  query TagPostsQuery($tags: _text!) {\n    blog_posts(\n      where: { published: { _eq: true }, tags: { _contains: $tags } }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 60\n    ) {\n      id\n      ...BlogPostCard_BlogPost\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": types.TagPostsQueryDocument,
    "\n  query WriteBlogCategoriesQuery {\n    categories(where: { scope: { _eq: \"blog\" } }, order_by: { name: asc }) {\n      id\n      name\n      name_zh\n    }\n  }\n": types.WriteBlogCategoriesQueryDocument,
    "\n  query WriteBlogPostQuery($id: uuid!) {\n    blog_posts_by_pk(id: $id) {\n      id\n      author_id\n      title\n      excerpt\n      content\n      image_url\n      category_id\n      tags\n      featured\n      published\n      language\n    }\n  }\n": types.WriteBlogPostQueryDocument,
    "\n  mutation WriteBlogCreatePostMutation($post: blog_posts_insert_input!) {\n    insert_blog_posts_one(object: $post) {\n      id\n      slug\n      published\n    }\n  }\n": types.WriteBlogCreatePostMutationDocument,
    "\n  mutation WriteBlogUpdatePostMutation($id: uuid!, $post: blog_posts_set_input!) {\n    update_blog_posts_by_pk(pk_columns: { id: $id }, _set: $post) {\n      id\n      slug\n      published\n    }\n  }\n": types.WriteBlogUpdatePostMutationDocument,
    "\n  subscription CommentThreadSubscription($where: discussion_comments_bool_exp!) {\n    discussion_comments(where: $where, order_by: [{ created_at: asc }, { id: asc }], limit: 200) {\n      id\n      ...CommentTree_Comment\n      replies(order_by: [{ created_at: asc }, { id: asc }], limit: 100) {\n        id\n        ...CommentTree_Comment\n      }\n    }\n  }\n": types.CommentThreadSubscriptionDocument,
    "\n  fragment CommentTree_Comment on discussion_comments {\n    id\n    author_id\n    content\n    likes\n    ...CommentItem_DiscussionComment\n  }\n": types.CommentTree_CommentFragmentDoc,
    "\n  query MyPostsQuery($authorId: uuid!) {\n    blog_posts(where: { author_id: { _eq: $authorId } }, order_by: [{ updated_at: desc }, { id: asc }]) {\n      id\n      slug\n      title\n      published\n      language\n      updated_at\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": types.MyPostsQueryDocument,
    "\n  mutation MyPostsDeleteMutation($id: uuid!) {\n    delete_blog_posts_by_pk(id: $id) {\n      id\n    }\n  }\n": types.MyPostsDeleteMutationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryBadge_Category on categories {\n    id\n    name\n    name_zh\n    slug\n  }\n"): (typeof documents)["\n  fragment CategoryBadge_Category on categories {\n    id\n    name\n    name_zh\n    slug\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryTabs_Category on categories {\n    id\n    name\n    name_zh\n    slug\n  }\n"): (typeof documents)["\n  fragment CategoryTabs_Category on categories {\n    id\n    name\n    name_zh\n    slug\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthorMeta_UserProfile on user_profiles {\n    username\n    display_name\n    avatar_url\n  }\n"): (typeof documents)["\n  fragment AuthorMeta_UserProfile on user_profiles {\n    username\n    display_name\n    avatar_url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentItem_DiscussionComment on discussion_comments {\n    id\n    content\n    hidden\n    created_at\n    author {\n      ...AuthorMeta_UserProfile\n    }\n  }\n"): (typeof documents)["\n  fragment CommentItem_DiscussionComment on discussion_comments {\n    id\n    content\n    hidden\n    created_at\n    author {\n      ...AuthorMeta_UserProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DiscussionCard_Discussion on discussions {\n    id\n    content\n    language\n    hidden\n    created_at\n    author {\n      ...AuthorMeta_UserProfile\n    }\n  }\n"): (typeof documents)["\n  fragment DiscussionCard_Discussion on discussions {\n    id\n    content\n    language\n    hidden\n    created_at\n    author {\n      ...AuthorMeta_UserProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCard_Event on events {\n    id\n    name\n    slug\n    description\n    start_date\n    end_date\n    location_url\n    image_url\n    registration_url\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    featured\n    category\n    is_upcoming\n  }\n"): (typeof documents)["\n  fragment EventCard_Event on events {\n    id\n    name\n    slug\n    description\n    start_date\n    end_date\n    location_url\n    image_url\n    registration_url\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    featured\n    category\n    is_upcoming\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsItem_NewsArticle on news_articles {\n    id\n    title\n    excerpt\n    source_url\n    language\n    published_at\n    created_at\n    is_important\n    pinned_at\n    tickers\n    news_category {\n      slug\n      name\n      name_zh\n      color\n    }\n    source {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment NewsItem_NewsArticle on news_articles {\n    id\n    title\n    excerpt\n    source_url\n    language\n    published_at\n    created_at\n    is_important\n    pinned_at\n    tickers\n    news_category {\n      slug\n      name\n      name_zh\n      color\n    }\n    source {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoryTranslationLink_Article on articles {\n    translation_of {\n      slug\n      language\n    }\n    translations(limit: 1) {\n      slug\n      language\n    }\n  }\n"): (typeof documents)["\n  fragment StoryTranslationLink_Article on articles {\n    translation_of {\n      slug\n      language\n    }\n    translations(limit: 1) {\n      slug\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoryTranslationLink_BlogPost on blog_posts {\n    translation_of {\n      slug\n      language\n    }\n    translations(limit: 1) {\n      slug\n      language\n    }\n  }\n"): (typeof documents)["\n  fragment StoryTranslationLink_BlogPost on blog_posts {\n    translation_of {\n      slug\n      language\n    }\n    translations(limit: 1) {\n      slug\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleCard_Article on articles {\n    id\n    slug\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published_at\n    created_at\n    author {\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleCard_Article on articles {\n    id\n    slug\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published_at\n    created_at\n    author {\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogPostCard_BlogPost on blog_posts {\n    id\n    slug\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published\n    tags\n    published_at\n    created_at\n    author {\n      display_name\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment BlogPostCard_BlogPost on blog_posts {\n    id\n    slug\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published\n    tags\n    published_at\n    created_at\n    author {\n      display_name\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGateProfileQuery($id: uuid!) {\n    user_profiles_by_pk(id: $id) {\n      id\n      is_admin\n    }\n  }\n"): (typeof documents)["\n  query AdminGateProfileQuery($id: uuid!) {\n    user_profiles_by_pk(id: $id) {\n      id\n      is_admin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarkItemStateQuery($where: bookmarks_bool_exp!) {\n    bookmarks(where: $where, limit: 1) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query BookmarkItemStateQuery($where: bookmarks_bool_exp!) {\n    bookmarks(where: $where, limit: 1) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookmarkItemAddMutation($object: bookmarks_insert_input!) {\n    insert_bookmarks_one(object: $object) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BookmarkItemAddMutation($object: bookmarks_insert_input!) {\n    insert_bookmarks_one(object: $object) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookmarkItemRemoveMutation($id: uuid!) {\n    delete_bookmarks_by_pk(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BookmarkItemRemoveMutation($id: uuid!) {\n    delete_bookmarks_by_pk(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CountViewPageMutation(\n    $path: String!\n    $title: String\n    $referrer: String\n    $visitorId: String!\n    $sessionId: String!\n  ) {\n    recordPageView(\n      path: $path\n      title: $title\n      referrer: $referrer\n      visitorId: $visitorId\n      sessionId: $sessionId\n    ) {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation CountViewPageMutation(\n    $path: String!\n    $title: String\n    $referrer: String\n    $visitorId: String!\n    $sessionId: String!\n  ) {\n    recordPageView(\n      path: $path\n      title: $title\n      referrer: $referrer\n      visitorId: $visitorId\n      sessionId: $sessionId\n    ) {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CountViewArticleMutation($id: uuid!) {\n    incrementArticleViews(id: $id) {\n      id\n      views_count\n    }\n  }\n"): (typeof documents)["\n  mutation CountViewArticleMutation($id: uuid!) {\n    incrementArticleViews(id: $id) {\n      id\n      views_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CountViewNewsMutation($id: uuid!) {\n    incrementNewsViews(id: $id) {\n      id\n      views_count\n    }\n  }\n"): (typeof documents)["\n  mutation CountViewNewsMutation($id: uuid!) {\n    incrementNewsViews(id: $id) {\n      id\n      views_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CurateNewsImportantMutation($id: uuid!, $important: Boolean!) {\n    update_news_articles_by_pk(pk_columns: { id: $id }, _set: { is_important: $important }) {\n      id\n      is_important\n    }\n  }\n"): (typeof documents)["\n  mutation CurateNewsImportantMutation($id: uuid!, $important: Boolean!) {\n    update_news_articles_by_pk(pk_columns: { id: $id }, _set: { is_important: $important }) {\n      id\n      is_important\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CurateNewsPinMutation($id: uuid!, $pinnedAt: timestamptz) {\n    update_news_articles_by_pk(pk_columns: { id: $id }, _set: { pinned_at: $pinnedAt }) {\n      id\n      pinned_at\n    }\n  }\n"): (typeof documents)["\n  mutation CurateNewsPinMutation($id: uuid!, $pinnedAt: timestamptz) {\n    update_news_articles_by_pk(pk_columns: { id: $id }, _set: { pinned_at: $pinnedAt }) {\n      id\n      pinned_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentDiscussionMutation($object: discussion_comments_insert_input!) {\n    insert_discussion_comments_one(object: $object) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CommentDiscussionMutation($object: discussion_comments_insert_input!) {\n    insert_discussion_comments_one(object: $object) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDiscussionMutation($content: String!, $language: String!) {\n    insert_discussions_one(object: { content: $content, language: $language }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDiscussionMutation($content: String!, $language: String!) {\n    insert_discussions_one(object: { content: $content, language: $language }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDiscussionMutation($id: uuid!) {\n    delete_discussions_by_pk(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDiscussionMutation($id: uuid!) {\n    delete_discussions_by_pk(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDiscussionCommentMutation($id: uuid!) {\n    delete_discussion_comments_by_pk(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDiscussionCommentMutation($id: uuid!) {\n    delete_discussion_comments_by_pk(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditCommentMutation($id: uuid!, $content: String!) {\n    update_discussion_comments_by_pk(pk_columns: { id: $id }, _set: { content: $content }) {\n      id\n      content\n    }\n  }\n"): (typeof documents)["\n  mutation EditCommentMutation($id: uuid!, $content: String!) {\n    update_discussion_comments_by_pk(pk_columns: { id: $id }, _set: { content: $content }) {\n      id\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeDiscussionInsertMutation($discussionId: uuid!) {\n    insert_discussion_likes_one(object: { discussion_id: $discussionId }) {\n      discussion_id\n    }\n  }\n"): (typeof documents)["\n  mutation LikeDiscussionInsertMutation($discussionId: uuid!) {\n    insert_discussion_likes_one(object: { discussion_id: $discussionId }) {\n      discussion_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeDiscussionDeleteMutation($discussionId: uuid!, $userId: uuid!) {\n    delete_discussion_likes_by_pk(discussion_id: $discussionId, user_id: $userId) {\n      discussion_id\n    }\n  }\n"): (typeof documents)["\n  mutation LikeDiscussionDeleteMutation($discussionId: uuid!, $userId: uuid!) {\n    delete_discussion_likes_by_pk(discussion_id: $discussionId, user_id: $userId) {\n      discussion_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeDiscussionCommentInsertMutation($commentId: uuid!) {\n    insert_discussion_comment_likes_one(object: { comment_id: $commentId }) {\n      comment_id\n    }\n  }\n"): (typeof documents)["\n  mutation LikeDiscussionCommentInsertMutation($commentId: uuid!) {\n    insert_discussion_comment_likes_one(object: { comment_id: $commentId }) {\n      comment_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeDiscussionCommentDeleteMutation($commentId: uuid!, $userId: uuid!) {\n    delete_discussion_comment_likes_by_pk(comment_id: $commentId, user_id: $userId) {\n      comment_id\n    }\n  }\n"): (typeof documents)["\n  mutation LikeDiscussionCommentDeleteMutation($commentId: uuid!, $userId: uuid!) {\n    delete_discussion_comment_likes_by_pk(comment_id: $commentId, user_id: $userId) {\n      comment_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeArticleInsertMutation($articleId: uuid!) {\n    insert_article_likes_one(object: { article_id: $articleId }) {\n      article_id\n    }\n  }\n"): (typeof documents)["\n  mutation LikeArticleInsertMutation($articleId: uuid!) {\n    insert_article_likes_one(object: { article_id: $articleId }) {\n      article_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeArticleDeleteMutation($articleId: uuid!, $userId: uuid!) {\n    delete_article_likes_by_pk(article_id: $articleId, user_id: $userId) {\n      article_id\n    }\n  }\n"): (typeof documents)["\n  mutation LikeArticleDeleteMutation($articleId: uuid!, $userId: uuid!) {\n    delete_article_likes_by_pk(article_id: $articleId, user_id: $userId) {\n      article_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeBlogPostInsertMutation($blogPostId: uuid!) {\n    insert_blog_post_likes_one(object: { blog_post_id: $blogPostId }) {\n      blog_post_id\n    }\n  }\n"): (typeof documents)["\n  mutation LikeBlogPostInsertMutation($blogPostId: uuid!) {\n    insert_blog_post_likes_one(object: { blog_post_id: $blogPostId }) {\n      blog_post_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeBlogPostDeleteMutation($blogPostId: uuid!, $userId: uuid!) {\n    delete_blog_post_likes_by_pk(blog_post_id: $blogPostId, user_id: $userId) {\n      blog_post_id\n    }\n  }\n"): (typeof documents)["\n  mutation LikeBlogPostDeleteMutation($blogPostId: uuid!, $userId: uuid!) {\n    delete_blog_post_likes_by_pk(blog_post_id: $blogPostId, user_id: $userId) {\n      blog_post_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LikeDiscussionMineSubscription($userId: uuid!, $discussionIds: [uuid!]!) {\n    discussion_likes(where: { user_id: { _eq: $userId }, discussion_id: { _in: $discussionIds } }) {\n      discussion_id\n    }\n  }\n"): (typeof documents)["\n  subscription LikeDiscussionMineSubscription($userId: uuid!, $discussionIds: [uuid!]!) {\n    discussion_likes(where: { user_id: { _eq: $userId }, discussion_id: { _in: $discussionIds } }) {\n      discussion_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LikeDiscussionMyCommentLikesSubscription($userId: uuid!, $comments: discussion_comments_bool_exp!) {\n    discussion_comment_likes(where: { user_id: { _eq: $userId }, comment: $comments }) {\n      comment_id\n    }\n  }\n"): (typeof documents)["\n  subscription LikeDiscussionMyCommentLikesSubscription($userId: uuid!, $comments: discussion_comments_bool_exp!) {\n    discussion_comment_likes(where: { user_id: { _eq: $userId }, comment: $comments }) {\n      comment_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LikeArticleCountSubscription($articleId: uuid!) {\n    article_likes_aggregate(where: { article_id: { _eq: $articleId } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LikeArticleCountSubscription($articleId: uuid!) {\n    article_likes_aggregate(where: { article_id: { _eq: $articleId } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LikeArticleMineSubscription($articleId: uuid!, $userId: uuid!) {\n    article_likes(where: { article_id: { _eq: $articleId }, user_id: { _eq: $userId } }) {\n      article_id\n    }\n  }\n"): (typeof documents)["\n  subscription LikeArticleMineSubscription($articleId: uuid!, $userId: uuid!) {\n    article_likes(where: { article_id: { _eq: $articleId }, user_id: { _eq: $userId } }) {\n      article_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LikeBlogPostCountSubscription($blogPostId: uuid!) {\n    blog_post_likes_aggregate(where: { blog_post_id: { _eq: $blogPostId } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LikeBlogPostCountSubscription($blogPostId: uuid!) {\n    blog_post_likes_aggregate(where: { blog_post_id: { _eq: $blogPostId } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LikeBlogPostMineSubscription($blogPostId: uuid!, $userId: uuid!) {\n    blog_post_likes(where: { blog_post_id: { _eq: $blogPostId }, user_id: { _eq: $userId } }) {\n      blog_post_id\n    }\n  }\n"): (typeof documents)["\n  subscription LikeBlogPostMineSubscription($blogPostId: uuid!, $userId: uuid!) {\n    blog_post_likes(where: { blog_post_id: { _eq: $blogPostId }, user_id: { _eq: $userId } }) {\n      blog_post_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportContentMutation($object: content_reports_insert_input!) {\n    insert_content_reports_one(object: $object) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ReportContentMutation($object: content_reports_insert_input!) {\n    insert_content_reports_one(object: $object) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditProfileSaveMutation($id: uuid!, $changes: user_profiles_set_input!) {\n    update_user_profiles_by_pk(pk_columns: { id: $id }, _set: $changes) {\n      id\n      display_name\n      bio\n      website\n      location\n      avatar_url\n    }\n  }\n"): (typeof documents)["\n  mutation EditProfileSaveMutation($id: uuid!, $changes: user_profiles_set_input!) {\n    update_user_profiles_by_pk(pk_columns: { id: $id }, _set: $changes) {\n      id\n      display_name\n      bio\n      website\n      location\n      avatar_url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditProfileForm_UserProfile on user_profiles {\n    id\n    display_name\n    bio\n    website\n    location\n    avatar_url\n  }\n"): (typeof documents)["\n  fragment EditProfileForm_UserProfile on user_profiles {\n    id\n    display_name\n    bio\n    website\n    location\n    avatar_url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReadNotificationsUnreadSubscription {\n    notifications_aggregate(where: { read_at: { _is_null: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ReadNotificationsUnreadSubscription {\n    notifications_aggregate(where: { read_at: { _is_null: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadNotificationMutation($id: uuid!, $at: timestamptz!) {\n    update_notifications_by_pk(pk_columns: { id: $id }, _set: { read_at: $at }) {\n      id\n      read_at\n    }\n  }\n"): (typeof documents)["\n  mutation ReadNotificationMutation($id: uuid!, $at: timestamptz!) {\n    update_notifications_by_pk(pk_columns: { id: $id }, _set: { read_at: $at }) {\n      id\n      read_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadAllNotificationsMutation($at: timestamptz!) {\n    update_notifications(where: { read_at: { _is_null: true } }, _set: { read_at: $at }) {\n      affected_rows\n      returning {\n        id\n        read_at\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReadAllNotificationsMutation($at: timestamptz!) {\n    update_notifications(where: { read_at: { _is_null: true } }, _set: { read_at: $at }) {\n      affected_rows\n      returning {\n        id\n        read_at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshNewsFetchMutation {\n    fetchNews {\n      throttled\n      fetched_at\n      new_items\n      sources {\n        source_id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshNewsFetchMutation {\n    fetchNews {\n      throttled\n      fetched_at\n      new_items\n      sources {\n        source_id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoteNewsCastMutation($newsId: uuid!, $side: String!) {\n    insert_news_votes_one(\n      object: { news_id: $newsId, side: $side }\n      on_conflict: { constraint: news_votes_pkey, update_columns: [side] }\n    ) {\n      news_id\n      side\n    }\n  }\n"): (typeof documents)["\n  mutation VoteNewsCastMutation($newsId: uuid!, $side: String!) {\n    insert_news_votes_one(\n      object: { news_id: $newsId, side: $side }\n      on_conflict: { constraint: news_votes_pkey, update_columns: [side] }\n    ) {\n      news_id\n      side\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoteNewsWithdrawMutation($newsId: uuid!, $userId: uuid!) {\n    delete_news_votes_by_pk(news_id: $newsId, user_id: $userId) {\n      news_id\n    }\n  }\n"): (typeof documents)["\n  mutation VoteNewsWithdrawMutation($newsId: uuid!, $userId: uuid!) {\n    delete_news_votes_by_pk(news_id: $newsId, user_id: $userId) {\n      news_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription VoteNewsMineSubscription($newsIds: [uuid!]!) {\n    news_votes(where: { news_id: { _in: $newsIds } }) {\n      news_id\n      side\n    }\n  }\n"): (typeof documents)["\n  subscription VoteNewsMineSubscription($newsIds: [uuid!]!) {\n    news_votes(where: { news_id: { _in: $newsIds } }) {\n      news_id\n      side\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArticlesListQuery($where: articles_bool_exp!, $limit: Int!) {\n    articles(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {\n      id\n      ...ArticleRow_Article\n    }\n    matching: articles_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n    total: articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n    published: articles_aggregate(where: { published: { _eq: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminArticlesListQuery($where: articles_bool_exp!, $limit: Int!) {\n    articles(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {\n      id\n      ...ArticleRow_Article\n    }\n    matching: articles_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n    total: articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n    published: articles_aggregate(where: { published: { _eq: true } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminArticlesSetPublishedMutation($id: uuid!, $published: Boolean!) {\n    update_articles_by_pk(pk_columns: { id: $id }, _set: { published: $published }) {\n      id\n      published\n      published_at\n    }\n  }\n"): (typeof documents)["\n  mutation AdminArticlesSetPublishedMutation($id: uuid!, $published: Boolean!) {\n    update_articles_by_pk(pk_columns: { id: $id }, _set: { published: $published }) {\n      id\n      published\n      published_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminArticlesDeleteMutation($id: uuid!) {\n    delete_articles_by_pk(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminArticlesDeleteMutation($id: uuid!) {\n    delete_articles_by_pk(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleRow_Article on articles {\n    id\n    slug\n    title\n    excerpt\n    language\n    published\n    created_at\n    category {\n      ...CategoryBadge_Category\n    }\n    author {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleRow_Article on articles {\n    id\n    slug\n    title\n    excerpt\n    language\n    published\n    created_at\n    category {\n      ...CategoryBadge_Category\n    }\n    author {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategoriesCategoriesQuery {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: [{ name: asc }, { id: asc }]) {\n      id\n      ...CategoriesSection_Category\n    }\n  }\n"): (typeof documents)["\n  query AdminCategoriesCategoriesQuery {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: [{ name: asc }, { id: asc }]) {\n      id\n      ...CategoriesSection_Category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCategoriesInsertCategoryMutation($object: categories_insert_input!) {\n    insert_categories_one(object: $object) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCategoriesInsertCategoryMutation($object: categories_insert_input!) {\n    insert_categories_one(object: $object) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCategoriesUpdateCategoryMutation($id: uuid!, $changes: categories_set_input!) {\n    update_categories_by_pk(pk_columns: { id: $id }, _set: $changes) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCategoriesUpdateCategoryMutation($id: uuid!, $changes: categories_set_input!) {\n    update_categories_by_pk(pk_columns: { id: $id }, _set: $changes) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCategoriesDeleteCategoryMutation($id: uuid!) {\n    delete_categories_by_pk(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCategoriesDeleteCategoryMutation($id: uuid!) {\n    delete_categories_by_pk(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategoriesAuthorsQuery {\n    authors(order_by: [{ name: asc }, { id: asc }]) {\n      id\n      ...AuthorsSection_Author\n    }\n  }\n"): (typeof documents)["\n  query AdminCategoriesAuthorsQuery {\n    authors(order_by: [{ name: asc }, { id: asc }]) {\n      id\n      ...AuthorsSection_Author\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCategoriesInsertAuthorMutation($object: authors_insert_input!) {\n    insert_authors_one(object: $object) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCategoriesInsertAuthorMutation($object: authors_insert_input!) {\n    insert_authors_one(object: $object) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCategoriesUpdateAuthorMutation($id: uuid!, $changes: authors_set_input!) {\n    update_authors_by_pk(pk_columns: { id: $id }, _set: $changes) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCategoriesUpdateAuthorMutation($id: uuid!, $changes: authors_set_input!) {\n    update_authors_by_pk(pk_columns: { id: $id }, _set: $changes) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCategoriesDeleteAuthorMutation($id: uuid!) {\n    delete_authors_by_pk(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCategoriesDeleteAuthorMutation($id: uuid!) {\n    delete_authors_by_pk(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthorsSection_Author on authors {\n    id\n    name\n    email\n    bio\n    expertise\n    articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AuthorsSection_Author on authors {\n    id\n    name\n    email\n    bio\n    expertise\n    articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoriesSection_Category on categories {\n    id\n    name\n    name_zh\n    slug\n    description\n    articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CategoriesSection_Category on categories {\n    id\n    name\n    name_zh\n    slug\n    description\n    articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardAnalyticsQuery($days: Int!) {\n    dailyAnalytics(days: $days) {\n      recentActivity {\n        date\n        views\n      }\n      totalUniqueVisitors\n      avgBounceRate\n      deviceBreakdown {\n        device\n        count\n      }\n      topPages {\n        title\n        url\n        views\n      }\n      totalViews\n      error\n    }\n    articleAnalytics {\n      totalViews\n      topCategories {\n        name\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardAnalyticsQuery($days: Int!) {\n    dailyAnalytics(days: $days) {\n      recentActivity {\n        date\n        views\n      }\n      totalUniqueVisitors\n      avgBounceRate\n      deviceBreakdown {\n        device\n        count\n      }\n      topPages {\n        title\n        url\n        views\n      }\n      totalViews\n      error\n    }\n    articleAnalytics {\n      totalViews\n      topCategories {\n        name\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiagnosticsCountsQuery {\n    articles: articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n    blogPosts: blog_posts_aggregate {\n      aggregate {\n        count\n      }\n    }\n    news: news_articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n    events: events_aggregate {\n      aggregate {\n        count\n      }\n    }\n    discussions: discussions_aggregate {\n      aggregate {\n        count\n      }\n    }\n    comments: discussion_comments_aggregate {\n      aggregate {\n        count\n      }\n    }\n    users: auth_users_aggregate {\n      aggregate {\n        count\n      }\n    }\n    pageViews: page_views_aggregate {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiagnosticsCountsQuery {\n    articles: articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n    blogPosts: blog_posts_aggregate {\n      aggregate {\n        count\n      }\n    }\n    news: news_articles_aggregate {\n      aggregate {\n        count\n      }\n    }\n    events: events_aggregate {\n      aggregate {\n        count\n      }\n    }\n    discussions: discussions_aggregate {\n      aggregate {\n        count\n      }\n    }\n    comments: discussion_comments_aggregate {\n      aggregate {\n        count\n      }\n    }\n    users: auth_users_aggregate {\n      aggregate {\n        count\n      }\n    }\n    pageViews: page_views_aggregate {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiagnosticsImagesQuery($limit: Int!) {\n    articles(where: { image_url: { _is_null: false, _nlike: \"/demo/%\" } }, order_by: [{ updated_at: desc }], limit: $limit) {\n      id\n      title\n      image_url\n    }\n    blog_posts(where: { image_url: { _is_null: false, _nlike: \"/demo/%\" } }, order_by: [{ updated_at: desc }], limit: $limit) {\n      id\n      title\n      image_url\n    }\n    user_profiles(where: { avatar_url: { _is_null: false, _nlike: \"/demo/%\" } }, order_by: [{ updated_at: desc }], limit: $limit) {\n      id\n      display_name\n      avatar_url\n    }\n  }\n"): (typeof documents)["\n  query DiagnosticsImagesQuery($limit: Int!) {\n    articles(where: { image_url: { _is_null: false, _nlike: \"/demo/%\" } }, order_by: [{ updated_at: desc }], limit: $limit) {\n      id\n      title\n      image_url\n    }\n    blog_posts(where: { image_url: { _is_null: false, _nlike: \"/demo/%\" } }, order_by: [{ updated_at: desc }], limit: $limit) {\n      id\n      title\n      image_url\n    }\n    user_profiles(where: { avatar_url: { _is_null: false, _nlike: \"/demo/%\" } }, order_by: [{ updated_at: desc }], limit: $limit) {\n      id\n      display_name\n      avatar_url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiagnosticsAdminProfileQuery($id: uuid!) {\n    user_profiles_by_pk(id: $id) {\n      id\n      is_admin\n    }\n  }\n"): (typeof documents)["\n  query DiagnosticsAdminProfileQuery($id: uuid!) {\n    user_profiles_by_pk(id: $id) {\n      id\n      is_admin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiagnosticsCategoriesQuery {\n    categories(order_by: [{ scope: asc }, { name: asc }]) {\n      id\n      name\n      name_zh\n      slug\n      scope\n      articles_aggregate {\n        aggregate {\n          count\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiagnosticsCategoriesQuery {\n    categories(order_by: [{ scope: asc }, { name: asc }]) {\n      id\n      name\n      name_zh\n      slug\n      scope\n      articles_aggregate {\n        aggregate {\n          count\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiagnosticsResetCategoriesMutation($dryRun: Boolean!) {\n    resetWeb3Categories(dryRun: $dryRun) {\n      removed\n      added\n      articlesUncategorized\n      removedCategories {\n        slug\n        name\n        name_zh\n      }\n      addedCategories {\n        slug\n        name\n        name_zh\n      }\n      web3Categories {\n        slug\n        name\n        name_zh\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DiagnosticsResetCategoriesMutation($dryRun: Boolean!) {\n    resetWeb3Categories(dryRun: $dryRun) {\n      removed\n      added\n      articlesUncategorized\n      removedCategories {\n        slug\n        name\n        name_zh\n      }\n      addedCategories {\n        slug\n        name\n        name_zh\n      }\n      web3Categories {\n        slug\n        name\n        name_zh\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiagnosticsTodosQuery {\n    todos(order_by: [{ created_at: desc }, { id: asc }]) {\n      id\n      title\n      is_completed\n      created_at\n    }\n  }\n"): (typeof documents)["\n  query DiagnosticsTodosQuery {\n    todos(order_by: [{ created_at: desc }, { id: asc }]) {\n      id\n      title\n      is_completed\n      created_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiagnosticsAddTodoMutation($title: String!) {\n    insert_todos_one(object: { title: $title }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DiagnosticsAddTodoMutation($title: String!) {\n    insert_todos_one(object: { title: $title }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiagnosticsToggleTodoMutation($id: uuid!, $done: Boolean!) {\n    update_todos_by_pk(pk_columns: { id: $id }, _set: { is_completed: $done }) {\n      id\n      is_completed\n    }\n  }\n"): (typeof documents)["\n  mutation DiagnosticsToggleTodoMutation($id: uuid!, $done: Boolean!) {\n    update_todos_by_pk(pk_columns: { id: $id }, _set: { is_completed: $done }) {\n      id\n      is_completed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiagnosticsDeleteTodoMutation($id: uuid!) {\n    delete_todos_by_pk(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DiagnosticsDeleteTodoMutation($id: uuid!) {\n    delete_todos_by_pk(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEventsListQuery($where: events_bool_exp!, $limit: Int!) {\n    events(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {\n      id\n      ...EventRow_Event\n    }\n    matching: events_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n    total: events_aggregate {\n      aggregate {\n        count\n      }\n    }\n    upcoming: events_aggregate(where: { status: { _eq: upcoming } }) {\n      aggregate {\n        count\n      }\n    }\n    ongoing: events_aggregate(where: { status: { _eq: ongoing } }) {\n      aggregate {\n        count\n      }\n    }\n    completed: events_aggregate(where: { status: { _eq: completed } }) {\n      aggregate {\n        count\n      }\n    }\n    cancelled: events_aggregate(where: { status: { _eq: cancelled } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminEventsListQuery($where: events_bool_exp!, $limit: Int!) {\n    events(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {\n      id\n      ...EventRow_Event\n    }\n    matching: events_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n    total: events_aggregate {\n      aggregate {\n        count\n      }\n    }\n    upcoming: events_aggregate(where: { status: { _eq: upcoming } }) {\n      aggregate {\n        count\n      }\n    }\n    ongoing: events_aggregate(where: { status: { _eq: ongoing } }) {\n      aggregate {\n        count\n      }\n    }\n    completed: events_aggregate(where: { status: { _eq: completed } }) {\n      aggregate {\n        count\n      }\n    }\n    cancelled: events_aggregate(where: { status: { _eq: cancelled } }) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEventsEventQuery($id: uuid!) {\n    events_by_pk(id: $id) {\n      id\n      ...EventFormDialog_Event\n    }\n  }\n"): (typeof documents)["\n  query AdminEventsEventQuery($id: uuid!) {\n    events_by_pk(id: $id) {\n      id\n      ...EventFormDialog_Event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEventsSlugQuery($slug: String!) {\n    events(where: { slug: { _eq: $slug } }, limit: 2) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminEventsSlugQuery($slug: String!) {\n    events(where: { slug: { _eq: $slug } }, limit: 2) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEventsInsertMutation($object: events_insert_input!) {\n    insert_events_one(object: $object) {\n      id\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEventsInsertMutation($object: events_insert_input!) {\n    insert_events_one(object: $object) {\n      id\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEventsUpdateMutation($id: uuid!, $set: events_set_input!) {\n    update_events_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEventsUpdateMutation($id: uuid!, $set: events_set_input!) {\n    update_events_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEventsDeleteMutation($id: uuid!) {\n    delete_events_by_pk(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEventsDeleteMutation($id: uuid!) {\n    delete_events_by_pk(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventFormDialog_Event on events {\n    name\n    slug\n    description\n    start_date\n    end_date\n    location_url\n    image_url\n    registration_url\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    organizer_name\n    organizer_email\n    status\n    featured\n    published\n    category\n  }\n"): (typeof documents)["\n  fragment EventFormDialog_Event on events {\n    name\n    slug\n    description\n    start_date\n    end_date\n    location_url\n    image_url\n    registration_url\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    organizer_name\n    organizer_email\n    status\n    featured\n    published\n    category\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventRow_Event on events {\n    id\n    name\n    slug\n    image_url\n    start_date\n    end_date\n    status\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    featured\n    published\n    category\n  }\n"): (typeof documents)["\n  fragment EventRow_Event on events {\n    id\n    name\n    slug\n    image_url\n    start_date\n    end_date\n    status\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    featured\n    published\n    category\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReportsListQuery($resolved: Boolean!) {\n    content_reports(where: { resolved: { _eq: $resolved } }, order_by: [{ created_at: desc }, { id: asc }], limit: 100) {\n      id\n      reason\n      created_at\n      reporter {\n        username\n        display_name\n      }\n      discussion {\n        id\n        content\n        hidden\n      }\n      comment {\n        id\n        content\n        hidden\n        discussion_id\n        article {\n          slug\n        }\n        blog_post {\n          slug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReportsListQuery($resolved: Boolean!) {\n    content_reports(where: { resolved: { _eq: $resolved } }, order_by: [{ created_at: desc }, { id: asc }], limit: 100) {\n      id\n      reason\n      created_at\n      reporter {\n        username\n        display_name\n      }\n      discussion {\n        id\n        content\n        hidden\n      }\n      comment {\n        id\n        content\n        hidden\n        discussion_id\n        article {\n          slug\n        }\n        blog_post {\n          slug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReportsHideDiscussionMutation($id: uuid!, $hidden: Boolean!) {\n    update_discussions_by_pk(pk_columns: { id: $id }, _set: { hidden: $hidden }) {\n      id\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReportsHideDiscussionMutation($id: uuid!, $hidden: Boolean!) {\n    update_discussions_by_pk(pk_columns: { id: $id }, _set: { hidden: $hidden }) {\n      id\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReportsHideCommentMutation($id: uuid!, $hidden: Boolean!) {\n    update_discussion_comments_by_pk(pk_columns: { id: $id }, _set: { hidden: $hidden }) {\n      id\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReportsHideCommentMutation($id: uuid!, $hidden: Boolean!) {\n    update_discussion_comments_by_pk(pk_columns: { id: $id }, _set: { hidden: $hidden }) {\n      id\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReportsResolveMutation($id: uuid!, $resolved: Boolean!) {\n    update_content_reports_by_pk(pk_columns: { id: $id }, _set: { resolved: $resolved }) {\n      id\n      resolved\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReportsResolveMutation($id: uuid!, $resolved: Boolean!) {\n    update_content_reports_by_pk(pk_columns: { id: $id }, _set: { resolved: $resolved }) {\n      id\n      resolved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsersListQuery($where: user_profiles_bool_exp!, $limit: Int!) {\n    user_profiles(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {\n      id\n      ...UserRow_UserProfile\n    }\n    matching: user_profiles_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsersListQuery($where: user_profiles_bool_exp!, $limit: Int!) {\n    user_profiles(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {\n      id\n      ...UserRow_UserProfile\n    }\n    matching: user_profiles_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUsersSetAdminMutation($id: uuid!, $isAdmin: Boolean!) {\n    update_user_profiles_by_pk(pk_columns: { id: $id }, _set: { is_admin: $isAdmin }) {\n      id\n      is_admin\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUsersSetAdminMutation($id: uuid!, $isAdmin: Boolean!) {\n    update_user_profiles_by_pk(pk_columns: { id: $id }, _set: { is_admin: $isAdmin }) {\n      id\n      is_admin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRow_UserProfile on user_profiles {\n    id\n    display_name\n    username\n    is_admin\n    created_at\n    account {\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment UserRow_UserProfile on user_profiles {\n    id\n    display_name\n    username\n    is_admin\n    created_at\n    account {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WriteArticleOptionsQuery {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: { name: asc }) {\n      id\n      name\n      name_zh\n    }\n    authors(order_by: { name: asc }) {\n      id\n      name\n      email\n    }\n    articles(order_by: { created_at: desc }, limit: 200) {\n      id\n      title\n      language\n    }\n  }\n"): (typeof documents)["\n  query WriteArticleOptionsQuery {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: { name: asc }) {\n      id\n      name\n      name_zh\n    }\n    authors(order_by: { name: asc }) {\n      id\n      name\n      email\n    }\n    articles(order_by: { created_at: desc }, limit: 200) {\n      id\n      title\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WriteArticleEditQuery($id: uuid!) {\n    articles_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      category_id\n      author_id\n      language\n      translation_of_id\n      featured\n      published\n    }\n  }\n"): (typeof documents)["\n  query WriteArticleEditQuery($id: uuid!) {\n    articles_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      category_id\n      author_id\n      language\n      translation_of_id\n      featured\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteArticleInsertMutation($object: articles_insert_input!) {\n    insert_articles_one(object: $object) {\n      id\n      slug\n      published\n    }\n  }\n"): (typeof documents)["\n  mutation WriteArticleInsertMutation($object: articles_insert_input!) {\n    insert_articles_one(object: $object) {\n      id\n      slug\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteArticleUpdateMutation($id: uuid!, $set: articles_set_input!) {\n    update_articles_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      slug\n      published\n    }\n  }\n"): (typeof documents)["\n  mutation WriteArticleUpdateMutation($id: uuid!, $set: articles_set_input!) {\n    update_articles_by_pk(pk_columns: { id: $id }, _set: $set) {\n      id\n      slug\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteArticleCreateAuthorMutation($name: String!, $email: String!) {\n    insert_authors_one(object: { name: $name, email: $email }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation WriteArticleCreateAuthorMutation($name: String!, $email: String!) {\n    insert_authors_one(object: { name: $name, email: $email }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlePageQuery($slug: String!) {\n    articles(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      views_count\n      published_at\n      created_at\n      updated_at\n      language\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        name\n        slug\n        bio\n      }\n      ...StoryTranslationLink_Article\n    }\n  }\n"): (typeof documents)["\n  query ArticlePageQuery($slug: String!) {\n    articles(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      views_count\n      published_at\n      created_at\n      updated_at\n      language\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        name\n        slug\n        bio\n      }\n      ...StoryTranslationLink_Article\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleLegacyQuery($id: uuid!) {\n    articles_by_pk(id: $id) {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  query ArticleLegacyQuery($id: uuid!) {\n    articles_by_pk(id: $id) {\n      id\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorPageQuery($slug: String!) {\n    authors(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      name\n      bio\n      expertise\n      avatar_url\n      articles(where: { published: { _eq: true } }, order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: 50) {\n        id\n        ...ArticleCard_Article\n        category {\n          ...CategoryBadge_Category\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorPageQuery($slug: String!) {\n    authors(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      name\n      bio\n      expertise\n      avatar_url\n      articles(where: { published: { _eq: true } }, order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: 50) {\n        id\n        ...ArticleCard_Article\n        category {\n          ...CategoryBadge_Category\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorMemberQuery($username: String!) {\n    user_profiles(where: { username: { _eq: $username } }, limit: 1) {\n      id\n      username\n      display_name\n      avatar_url\n      bio\n      created_at\n      blog_posts(where: { published: { _eq: true } }, order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: 50) {\n        id\n        ...BlogPostCard_BlogPost\n        category {\n          ...CategoryBadge_Category\n        }\n      }\n      discussions(order_by: [{ created_at: desc }, { id: asc }], limit: 20) {\n        id\n        likes\n        comments_count\n        ...DiscussionCard_Discussion\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorMemberQuery($username: String!) {\n    user_profiles(where: { username: { _eq: $username } }, limit: 1) {\n      id\n      username\n      display_name\n      avatar_url\n      bio\n      created_at\n      blog_posts(where: { published: { _eq: true } }, order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: 50) {\n        id\n        ...BlogPostCard_BlogPost\n        category {\n          ...CategoryBadge_Category\n        }\n      }\n      discussions(order_by: [{ created_at: desc }, { id: asc }], limit: 20) {\n        id\n        likes\n        comments_count\n        ...DiscussionCard_Discussion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostPageQuery($slug: String!) {\n    blog_posts(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      published_at\n      created_at\n      updated_at\n      language\n      tags\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        display_name\n        username\n      }\n      ...StoryTranslationLink_BlogPost\n    }\n  }\n"): (typeof documents)["\n  query BlogPostPageQuery($slug: String!) {\n    blog_posts(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      published_at\n      created_at\n      updated_at\n      language\n      tags\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        display_name\n        username\n      }\n      ...StoryTranslationLink_BlogPost\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostLegacyQuery($id: uuid!) {\n    blog_posts_by_pk(id: $id) {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  query BlogPostLegacyQuery($id: uuid!) {\n    blog_posts_by_pk(id: $id) {\n      id\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogCategoriesQuery @cached {\n    categories(where: { scope: { _eq: \"blog\" } }, order_by: { name: asc }) {\n      id\n      slug\n      name\n      name_zh\n      ...CategoryTabs_Category\n    }\n  }\n"): (typeof documents)["\n  query BlogCategoriesQuery @cached {\n    categories(where: { scope: { _eq: \"blog\" } }, order_by: { name: asc }) {\n      id\n      slug\n      name\n      name_zh\n      ...CategoryTabs_Category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostsQuery($where: blog_posts_bool_exp!) {\n    blog_posts(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 60\n    ) {\n      id\n      ...BlogPostCard_BlogPost\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogPostsQuery($where: blog_posts_bool_exp!) {\n    blog_posts(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 60\n    ) {\n      id\n      ...BlogPostCard_BlogPost\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarksPageQuery {\n    bookmarks(order_by: [{ created_at: desc }, { id: asc }], limit: 200) {\n      id\n      created_at\n      article {\n        id\n        slug\n        title\n        language\n      }\n      blog_post {\n        id\n        slug\n        title\n        language\n      }\n      news_article {\n        id\n        title\n        language\n      }\n      discussion {\n        id\n        content\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookmarksPageQuery {\n    bookmarks(order_by: [{ created_at: desc }, { id: asc }], limit: 200) {\n      id\n      created_at\n      article {\n        id\n        slug\n        title\n        language\n      }\n      blog_post {\n        id\n        slug\n        title\n        language\n      }\n      news_article {\n        id\n        title\n        language\n      }\n      discussion {\n        id\n        content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DiscussionThreadPageSubscription($id: uuid!) {\n    discussions_by_pk(id: $id) {\n      id\n      author_id\n      content\n      language\n      likes\n      comments_count\n      created_at\n      updated_at\n      author {\n        username\n        display_name\n      }\n      ...DiscussionCard_Discussion\n    }\n  }\n"): (typeof documents)["\n  subscription DiscussionThreadPageSubscription($id: uuid!) {\n    discussions_by_pk(id: $id) {\n      id\n      author_id\n      content\n      language\n      likes\n      comments_count\n      created_at\n      updated_at\n      author {\n        username\n        display_name\n      }\n      ...DiscussionCard_Discussion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DiscussionListSubscription(\n    $where: discussions_bool_exp!\n    $orderBy: [discussions_order_by!]!\n    $limit: Int!\n  ) {\n    discussions(where: $where, order_by: $orderBy, limit: $limit) {\n      id\n      author_id\n      likes\n      comments_count\n      ...DiscussionCard_Discussion\n    }\n  }\n"): (typeof documents)["\n  subscription DiscussionListSubscription(\n    $where: discussions_bool_exp!\n    $orderBy: [discussions_order_by!]!\n    $limit: Int!\n  ) {\n    discussions(where: $where, order_by: $orderBy, limit: $limit) {\n      id\n      author_id\n      likes\n      comments_count\n      ...DiscussionCard_Discussion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DiscussionStatsSubscription {\n    discussions_aggregate {\n      aggregate {\n        count\n        members: count(columns: [author_id], distinct: true)\n        sum {\n          likes\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DiscussionStatsSubscription {\n    discussions_aggregate {\n      aggregate {\n        count\n        members: count(columns: [author_id], distinct: true)\n        sum {\n          likes\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DiscussionCommentStatsSubscription {\n    discussion_comments_aggregate(where: { discussion_id: { _is_null: false } }) {\n      aggregate {\n        count\n        sum {\n          likes\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DiscussionCommentStatsSubscription {\n    discussion_comments_aggregate(where: { discussion_id: { _is_null: false } }) {\n      aggregate {\n        count\n        sum {\n          likes\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDetailQuery($slug: String!) {\n    events(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      name\n      slug\n      description\n      start_date\n      end_date\n      location_url\n      image_url\n      registration_url\n      max_attendees\n      current_attendees\n      price\n      is_free\n      is_online\n      organizer_name\n      category\n      is_upcoming\n    }\n  }\n"): (typeof documents)["\n  query EventDetailQuery($slug: String!) {\n    events(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      name\n      slug\n      description\n      start_date\n      end_date\n      location_url\n      image_url\n      registration_url\n      max_attendees\n      current_attendees\n      price\n      is_free\n      is_online\n      organizer_name\n      category\n      is_upcoming\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsListQuery {\n    events(order_by: [{ start_date: asc }, { id: asc }]) {\n      id\n      start_date\n      category\n      is_upcoming\n      ...EventCard_Event\n    }\n  }\n"): (typeof documents)["\n  query EventsListQuery {\n    events(order_by: [{ start_date: asc }, { id: asc }]) {\n      id\n      start_date\n      category\n      is_upcoming\n      ...EventCard_Event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCategoriesQuery @cached {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: { name: asc }) {\n      id\n      slug\n      ...CategoryTabs_Category\n    }\n  }\n"): (typeof documents)["\n  query HomeCategoriesQuery @cached {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: { name: asc }) {\n      id\n      slug\n      ...CategoryTabs_Category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeFeaturedQuery($where: articles_bool_exp!) {\n    articles(\n      where: { _and: [$where, { featured: { _eq: true } }] }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 3\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeFeaturedQuery($where: articles_bool_exp!) {\n    articles(\n      where: { _and: [$where, { featured: { _eq: true } }] }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 3\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeLatestQuery($where: articles_bool_exp!) {\n    articles(\n      where: { _and: [$where, { image_url: { _is_null: true } }] }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 6\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeLatestQuery($where: articles_bool_exp!) {\n    articles(\n      where: { _and: [$where, { image_url: { _is_null: true } }] }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 6\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeArticlesQuery($where: articles_bool_exp!, $offset: Int!, $limit: Int!) {\n    articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      offset: $offset\n      limit: $limit\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeArticlesQuery($where: articles_bool_exp!, $offset: Int!, $limit: Int!) {\n    articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      offset: $offset\n      limit: $limit\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HomeLiveNewsSubscription($limit: Int!) {\n    news_articles(order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: $limit) {\n      id\n      ...NewsItem_NewsArticle\n    }\n  }\n"): (typeof documents)["\n  subscription HomeLiveNewsSubscription($limit: Int!) {\n    news_articles(order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: $limit) {\n      id\n      ...NewsItem_NewsArticle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NewsItemPageSubscription($id: uuid!) {\n    news_articles_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      source_url\n      image_url\n      author_name\n      language\n      published_at\n      updated_at\n      is_important\n      pinned_at\n      tickers\n      bull_count\n      bear_count\n      news_category {\n        slug\n        name\n        name_zh\n        color\n      }\n      source {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription NewsItemPageSubscription($id: uuid!) {\n    news_articles_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      source_url\n      image_url\n      author_name\n      language\n      published_at\n      updated_at\n      is_important\n      pinned_at\n      tickers\n      bull_count\n      bear_count\n      news_category {\n        slug\n        name\n        name_zh\n        color\n      }\n      source {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsCategoriesQuery @cached {\n    news_categories(order_by: [{ sort_order: asc }, { slug: asc }]) {\n      slug\n      name\n      name_zh\n      color\n    }\n  }\n"): (typeof documents)["\n  query NewsCategoriesQuery @cached {\n    news_categories(order_by: [{ sort_order: asc }, { slug: asc }]) {\n      slug\n      name\n      name_zh\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NewsTimelineSubscription($where: news_articles_bool_exp!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: $limit\n    ) {\n      id\n      published_at\n      created_at\n      ...NewsStreamItem_NewsArticle\n    }\n  }\n"): (typeof documents)["\n  subscription NewsTimelineSubscription($where: news_articles_bool_exp!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: $limit\n    ) {\n      id\n      published_at\n      created_at\n      ...NewsStreamItem_NewsArticle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsPageQuery($where: news_articles_bool_exp!, $offset: Int!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      offset: $offset\n      limit: $limit\n    ) {\n      id\n      published_at\n      created_at\n      ...NewsStreamItem_NewsArticle\n    }\n  }\n"): (typeof documents)["\n  query NewsPageQuery($where: news_articles_bool_exp!, $offset: Int!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      offset: $offset\n      limit: $limit\n    ) {\n      id\n      published_at\n      created_at\n      ...NewsStreamItem_NewsArticle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NewsPinnedSubscription($where: news_articles_bool_exp!, $limit: Int!) {\n    news_articles(where: $where, order_by: [{ pinned_at: desc }, { id: asc }], limit: $limit) {\n      id\n      published_at\n      created_at\n      ...NewsStreamItem_NewsArticle\n    }\n  }\n"): (typeof documents)["\n  subscription NewsPinnedSubscription($where: news_articles_bool_exp!, $limit: Int!) {\n    news_articles(where: $where, order_by: [{ pinned_at: desc }, { id: asc }], limit: $limit) {\n      id\n      published_at\n      created_at\n      ...NewsStreamItem_NewsArticle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsStreamItem_NewsArticle on news_articles {\n    id\n    bull_count\n    bear_count\n    is_important\n    pinned_at\n    ...NewsItem_NewsArticle\n  }\n"): (typeof documents)["\n  fragment NewsStreamItem_NewsArticle on news_articles {\n    id\n    bull_count\n    bear_count\n    is_important\n    pinned_at\n    ...NewsItem_NewsArticle\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsPageQuery($limit: Int!) {\n    notifications(order_by: [{ created_at: desc }, { id: desc }], limit: $limit) {\n      id\n      created_at\n      read_at\n      ...NotificationItem_Notification\n    }\n  }\n"): (typeof documents)["\n  query NotificationsPageQuery($limit: Int!) {\n    notifications(order_by: [{ created_at: desc }, { id: desc }], limit: $limit) {\n      id\n      created_at\n      read_at\n      ...NotificationItem_Notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationsStreamSubscription($since: timestamptz!) {\n    notifications_stream(batch_size: 20, cursor: { initial_value: { created_at: $since }, ordering: ASC }) {\n      id\n      created_at\n      read_at\n      ...NotificationItem_Notification\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationsStreamSubscription($since: timestamptz!) {\n    notifications_stream(batch_size: 20, cursor: { initial_value: { created_at: $since }, ordering: ASC }) {\n      id\n      created_at\n      read_at\n      ...NotificationItem_Notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_Notification on notifications {\n    id\n    kind\n    read_at\n    created_at\n    discussion_id\n    comment_id\n    actor {\n      display_name\n      avatar_url\n    }\n    discussion {\n      content\n    }\n    article {\n      slug\n      title\n    }\n    blog_post {\n      slug\n      title\n    }\n    comment {\n      content\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationItem_Notification on notifications {\n    id\n    kind\n    read_at\n    created_at\n    discussion_id\n    comment_id\n    actor {\n      display_name\n      avatar_url\n    }\n    discussion {\n      content\n    }\n    article {\n      slug\n      title\n    }\n    blog_post {\n      slug\n      title\n    }\n    comment {\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileMemberQuery($id: uuid!) {\n    user_profiles_by_pk(id: $id) {\n      id\n      created_at\n      ...ProfileCard_UserProfile\n      ...EditProfileForm_UserProfile\n    }\n  }\n"): (typeof documents)["\n  query ProfileMemberQuery($id: uuid!) {\n    user_profiles_by_pk(id: $id) {\n      id\n      created_at\n      ...ProfileCard_UserProfile\n      ...EditProfileForm_UserProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileCard_UserProfile on user_profiles {\n    display_name\n    username\n    avatar_url\n    bio\n    website\n    location\n  }\n"): (typeof documents)["\n  fragment ProfileCard_UserProfile on user_profiles {\n    display_name\n    username\n    avatar_url\n    bio\n    website\n    location\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchResultsQuery($query: String!, $limit: Int) {\n    search(query: $query, limit: $limit) {\n      type\n      id\n      title\n      excerpt\n      url\n      published_at\n      language\n    }\n  }\n"): (typeof documents)["\n  query SearchResultsQuery($query: String!, $limit: Int) {\n    search(query: $query, limit: $limit) {\n      type\n      id\n      title\n      excerpt\n      url\n      published_at\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagPostsQuery($tags: _text!) {\n    blog_posts(\n      where: { published: { _eq: true }, tags: { _contains: $tags } }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 60\n    ) {\n      id\n      ...BlogPostCard_BlogPost\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n"): (typeof documents)["\n  query TagPostsQuery($tags: _text!) {\n    blog_posts(\n      where: { published: { _eq: true }, tags: { _contains: $tags } }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 60\n    ) {\n      id\n      ...BlogPostCard_BlogPost\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WriteBlogCategoriesQuery {\n    categories(where: { scope: { _eq: \"blog\" } }, order_by: { name: asc }) {\n      id\n      name\n      name_zh\n    }\n  }\n"): (typeof documents)["\n  query WriteBlogCategoriesQuery {\n    categories(where: { scope: { _eq: \"blog\" } }, order_by: { name: asc }) {\n      id\n      name\n      name_zh\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WriteBlogPostQuery($id: uuid!) {\n    blog_posts_by_pk(id: $id) {\n      id\n      author_id\n      title\n      excerpt\n      content\n      image_url\n      category_id\n      tags\n      featured\n      published\n      language\n    }\n  }\n"): (typeof documents)["\n  query WriteBlogPostQuery($id: uuid!) {\n    blog_posts_by_pk(id: $id) {\n      id\n      author_id\n      title\n      excerpt\n      content\n      image_url\n      category_id\n      tags\n      featured\n      published\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteBlogCreatePostMutation($post: blog_posts_insert_input!) {\n    insert_blog_posts_one(object: $post) {\n      id\n      slug\n      published\n    }\n  }\n"): (typeof documents)["\n  mutation WriteBlogCreatePostMutation($post: blog_posts_insert_input!) {\n    insert_blog_posts_one(object: $post) {\n      id\n      slug\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteBlogUpdatePostMutation($id: uuid!, $post: blog_posts_set_input!) {\n    update_blog_posts_by_pk(pk_columns: { id: $id }, _set: $post) {\n      id\n      slug\n      published\n    }\n  }\n"): (typeof documents)["\n  mutation WriteBlogUpdatePostMutation($id: uuid!, $post: blog_posts_set_input!) {\n    update_blog_posts_by_pk(pk_columns: { id: $id }, _set: $post) {\n      id\n      slug\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentThreadSubscription($where: discussion_comments_bool_exp!) {\n    discussion_comments(where: $where, order_by: [{ created_at: asc }, { id: asc }], limit: 200) {\n      id\n      ...CommentTree_Comment\n      replies(order_by: [{ created_at: asc }, { id: asc }], limit: 100) {\n        id\n        ...CommentTree_Comment\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CommentThreadSubscription($where: discussion_comments_bool_exp!) {\n    discussion_comments(where: $where, order_by: [{ created_at: asc }, { id: asc }], limit: 200) {\n      id\n      ...CommentTree_Comment\n      replies(order_by: [{ created_at: asc }, { id: asc }], limit: 100) {\n        id\n        ...CommentTree_Comment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentTree_Comment on discussion_comments {\n    id\n    author_id\n    content\n    likes\n    ...CommentItem_DiscussionComment\n  }\n"): (typeof documents)["\n  fragment CommentTree_Comment on discussion_comments {\n    id\n    author_id\n    content\n    likes\n    ...CommentItem_DiscussionComment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPostsQuery($authorId: uuid!) {\n    blog_posts(where: { author_id: { _eq: $authorId } }, order_by: [{ updated_at: desc }, { id: asc }]) {\n      id\n      slug\n      title\n      published\n      language\n      updated_at\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPostsQuery($authorId: uuid!) {\n    blog_posts(where: { author_id: { _eq: $authorId } }, order_by: [{ updated_at: desc }, { id: asc }]) {\n      id\n      slug\n      title\n      published\n      language\n      updated_at\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MyPostsDeleteMutation($id: uuid!) {\n    delete_blog_posts_by_pk(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation MyPostsDeleteMutation($id: uuid!) {\n    delete_blog_posts_by_pk(id: $id) {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;