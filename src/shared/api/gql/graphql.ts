/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Boolean expression to compare columns of type "Boolean". All fields are combined with logical 'AND'. */
export type Boolean_Comparison_Exp = {
  _eq?: boolean | null | undefined;
  _gt?: boolean | null | undefined;
  _gte?: boolean | null | undefined;
  _in?: Array<boolean> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: boolean | null | undefined;
  _lte?: boolean | null | undefined;
  _neq?: boolean | null | undefined;
  _nin?: Array<boolean> | null | undefined;
};

/** Boolean expression to compare columns of type "Int". All fields are combined with logical 'AND'. */
export type Int_Comparison_Exp = {
  _eq?: number | null | undefined;
  _gt?: number | null | undefined;
  _gte?: number | null | undefined;
  _in?: Array<number> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: number | null | undefined;
  _lte?: number | null | undefined;
  _neq?: number | null | undefined;
  _nin?: Array<number> | null | undefined;
};

/** Boolean expression to compare columns of type "String". All fields are combined with logical 'AND'. */
export type String_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _ilike?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  _iregex?: string | null | undefined;
  _is_null?: boolean | null | undefined;
  _like?: string | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nilike?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
  _niregex?: string | null | undefined;
  _nlike?: string | null | undefined;
  _nregex?: string | null | undefined;
  _nsimilar?: string | null | undefined;
  _regex?: string | null | undefined;
  _similar?: string | null | undefined;
};

/** Boolean expression to compare columns of type "_text". All fields are combined with logical 'AND'. */
export type _Text_Comparison_Exp = {
  _contained_in?: string[] | null | undefined;
  _contains?: string[] | null | undefined;
  _eq?: string[] | null | undefined;
  _gt?: string[] | null | undefined;
  _gte?: string[] | null | undefined;
  _in?: Array<string[]> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string[] | null | undefined;
  _lte?: string[] | null | undefined;
  _neq?: string[] | null | undefined;
  _nin?: Array<string[]> | null | undefined;
};

/** Boolean expression to filter rows from the table "articles". All fields are combined with a logical 'AND'. */
export type Articles_Bool_Exp = {
  _and?: Array<Articles_Bool_Exp> | null | undefined;
  _not?: Articles_Bool_Exp | null | undefined;
  _or?: Array<Articles_Bool_Exp> | null | undefined;
  author?: Authors_Bool_Exp | null | undefined;
  author_id?: Uuid_Comparison_Exp | null | undefined;
  category?: Categories_Bool_Exp | null | undefined;
  category_id?: Uuid_Comparison_Exp | null | undefined;
  content?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  excerpt?: String_Comparison_Exp | null | undefined;
  featured?: Boolean_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  image_url?: String_Comparison_Exp | null | undefined;
  language?: String_Comparison_Exp | null | undefined;
  last_viewed_at?: Timestamptz_Comparison_Exp | null | undefined;
  published?: Boolean_Comparison_Exp | null | undefined;
  published_at?: Timestamptz_Comparison_Exp | null | undefined;
  read_time?: Int_Comparison_Exp | null | undefined;
  slug?: String_Comparison_Exp | null | undefined;
  title?: String_Comparison_Exp | null | undefined;
  translation_of?: Articles_Bool_Exp | null | undefined;
  translation_of_id?: Uuid_Comparison_Exp | null | undefined;
  translations?: Articles_Bool_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  user_id?: Uuid_Comparison_Exp | null | undefined;
  views_count?: Int_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "users". All fields are combined with a logical 'AND'. */
export type Auth_Users_Bool_Exp = {
  _and?: Array<Auth_Users_Bool_Exp> | null | undefined;
  _not?: Auth_Users_Bool_Exp | null | undefined;
  _or?: Array<Auth_Users_Bool_Exp> | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  disabled?: Boolean_Comparison_Exp | null | undefined;
  email?: Citext_Comparison_Exp | null | undefined;
  email_verified?: Boolean_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  last_sign_in_at?: Timestamptz_Comparison_Exp | null | undefined;
  password_hash?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "authors". All fields are combined with a logical 'AND'. */
export type Authors_Bool_Exp = {
  _and?: Array<Authors_Bool_Exp> | null | undefined;
  _not?: Authors_Bool_Exp | null | undefined;
  _or?: Array<Authors_Bool_Exp> | null | undefined;
  articles?: Articles_Bool_Exp | null | undefined;
  avatar_url?: String_Comparison_Exp | null | undefined;
  bio?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  email?: String_Comparison_Exp | null | undefined;
  expertise?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "blog_posts". All fields are combined with a logical 'AND'. */
export type Blog_Posts_Bool_Exp = {
  _and?: Array<Blog_Posts_Bool_Exp> | null | undefined;
  _not?: Blog_Posts_Bool_Exp | null | undefined;
  _or?: Array<Blog_Posts_Bool_Exp> | null | undefined;
  author?: User_Profiles_Bool_Exp | null | undefined;
  author_id?: Uuid_Comparison_Exp | null | undefined;
  category?: Categories_Bool_Exp | null | undefined;
  category_id?: Uuid_Comparison_Exp | null | undefined;
  content?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  excerpt?: String_Comparison_Exp | null | undefined;
  featured?: Boolean_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  image_url?: String_Comparison_Exp | null | undefined;
  language?: String_Comparison_Exp | null | undefined;
  published?: Boolean_Comparison_Exp | null | undefined;
  published_at?: Timestamptz_Comparison_Exp | null | undefined;
  read_time?: Int_Comparison_Exp | null | undefined;
  slug?: String_Comparison_Exp | null | undefined;
  tags?: _Text_Comparison_Exp | null | undefined;
  title?: String_Comparison_Exp | null | undefined;
  translation_of?: Blog_Posts_Bool_Exp | null | undefined;
  translation_of_id?: Uuid_Comparison_Exp | null | undefined;
  translations?: Blog_Posts_Bool_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  views_count?: Int_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "categories". All fields are combined with a logical 'AND'. */
export type Categories_Bool_Exp = {
  _and?: Array<Categories_Bool_Exp> | null | undefined;
  _not?: Categories_Bool_Exp | null | undefined;
  _or?: Array<Categories_Bool_Exp> | null | undefined;
  articles?: Articles_Bool_Exp | null | undefined;
  blog_posts?: Blog_Posts_Bool_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  description?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  name_zh?: String_Comparison_Exp | null | undefined;
  scope?: String_Comparison_Exp | null | undefined;
  slug?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** Boolean expression to compare columns of type "citext". All fields are combined with logical 'AND'. */
export type Citext_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _ilike?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  _iregex?: string | null | undefined;
  _is_null?: boolean | null | undefined;
  _like?: string | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nilike?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
  _niregex?: string | null | undefined;
  _nlike?: string | null | undefined;
  _nregex?: string | null | undefined;
  _nsimilar?: string | null | undefined;
  _regex?: string | null | undefined;
  _similar?: string | null | undefined;
};

/** Boolean expression to filter rows from the table "discussion_comment_likes". All fields are combined with a logical 'AND'. */
export type Discussion_Comment_Likes_Bool_Exp = {
  _and?: Array<Discussion_Comment_Likes_Bool_Exp> | null | undefined;
  _not?: Discussion_Comment_Likes_Bool_Exp | null | undefined;
  _or?: Array<Discussion_Comment_Likes_Bool_Exp> | null | undefined;
  comment?: Discussion_Comments_Bool_Exp | null | undefined;
  comment_id?: Uuid_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  user_id?: Uuid_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "discussion_comments". All fields are combined with a logical 'AND'. */
export type Discussion_Comments_Bool_Exp = {
  _and?: Array<Discussion_Comments_Bool_Exp> | null | undefined;
  _not?: Discussion_Comments_Bool_Exp | null | undefined;
  _or?: Array<Discussion_Comments_Bool_Exp> | null | undefined;
  author?: User_Profiles_Bool_Exp | null | undefined;
  author_id?: Uuid_Comparison_Exp | null | undefined;
  content?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  discussion?: Discussions_Bool_Exp | null | undefined;
  discussion_comment_likes?: Discussion_Comment_Likes_Bool_Exp | null | undefined;
  discussion_id?: Uuid_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  likes?: Int_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "discussion_likes". All fields are combined with a logical 'AND'. */
export type Discussion_Likes_Bool_Exp = {
  _and?: Array<Discussion_Likes_Bool_Exp> | null | undefined;
  _not?: Discussion_Likes_Bool_Exp | null | undefined;
  _or?: Array<Discussion_Likes_Bool_Exp> | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  discussion?: Discussions_Bool_Exp | null | undefined;
  discussion_id?: Uuid_Comparison_Exp | null | undefined;
  user_id?: Uuid_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "discussions". All fields are combined with a logical 'AND'. */
export type Discussions_Bool_Exp = {
  _and?: Array<Discussions_Bool_Exp> | null | undefined;
  _not?: Discussions_Bool_Exp | null | undefined;
  _or?: Array<Discussions_Bool_Exp> | null | undefined;
  author?: User_Profiles_Bool_Exp | null | undefined;
  author_id?: Uuid_Comparison_Exp | null | undefined;
  comments?: Discussion_Comments_Bool_Exp | null | undefined;
  comments_count?: Int_Comparison_Exp | null | undefined;
  content?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  discussion_likes?: Discussion_Likes_Bool_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  likes?: Int_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "news_articles". All fields are combined with a logical 'AND'. */
export type News_Articles_Bool_Exp = {
  _and?: Array<News_Articles_Bool_Exp> | null | undefined;
  _not?: News_Articles_Bool_Exp | null | undefined;
  _or?: Array<News_Articles_Bool_Exp> | null | undefined;
  author_name?: String_Comparison_Exp | null | undefined;
  category?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  excerpt?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  image_url?: String_Comparison_Exp | null | undefined;
  is_featured?: Boolean_Comparison_Exp | null | undefined;
  is_published?: Boolean_Comparison_Exp | null | undefined;
  language?: String_Comparison_Exp | null | undefined;
  news_category?: News_Categories_Bool_Exp | null | undefined;
  published_at?: Timestamptz_Comparison_Exp | null | undefined;
  source?: News_Sources_Bool_Exp | null | undefined;
  source_id?: Uuid_Comparison_Exp | null | undefined;
  source_url?: String_Comparison_Exp | null | undefined;
  title?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  views_count?: Int_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "news_categories". All fields are combined with a logical 'AND'. */
export type News_Categories_Bool_Exp = {
  _and?: Array<News_Categories_Bool_Exp> | null | undefined;
  _not?: News_Categories_Bool_Exp | null | undefined;
  _or?: Array<News_Categories_Bool_Exp> | null | undefined;
  color?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  is_active?: Boolean_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  name_zh?: String_Comparison_Exp | null | undefined;
  news_articles?: News_Articles_Bool_Exp | null | undefined;
  slug?: String_Comparison_Exp | null | undefined;
  sort_order?: Int_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "news_fetch_logs". All fields are combined with a logical 'AND'. */
export type News_Fetch_Logs_Bool_Exp = {
  _and?: Array<News_Fetch_Logs_Bool_Exp> | null | undefined;
  _not?: News_Fetch_Logs_Bool_Exp | null | undefined;
  _or?: Array<News_Fetch_Logs_Bool_Exp> | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  duration_ms?: Int_Comparison_Exp | null | undefined;
  error_message?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  items_added?: Int_Comparison_Exp | null | undefined;
  items_found?: Int_Comparison_Exp | null | undefined;
  source?: News_Sources_Bool_Exp | null | undefined;
  source_id?: Uuid_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "news_sources". All fields are combined with a logical 'AND'. */
export type News_Sources_Bool_Exp = {
  _and?: Array<News_Sources_Bool_Exp> | null | undefined;
  _not?: News_Sources_Bool_Exp | null | undefined;
  _or?: Array<News_Sources_Bool_Exp> | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  default_category?: String_Comparison_Exp | null | undefined;
  default_news_category?: News_Categories_Bool_Exp | null | undefined;
  feed_url?: String_Comparison_Exp | null | undefined;
  fetch_logs?: News_Fetch_Logs_Bool_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  is_active?: Boolean_Comparison_Exp | null | undefined;
  language?: String_Comparison_Exp | null | undefined;
  last_fetched_at?: Timestamptz_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  news_articles?: News_Articles_Bool_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  url?: String_Comparison_Exp | null | undefined;
};

/** Boolean expression to compare columns of type "timestamptz". All fields are combined with logical 'AND'. */
export type Timestamptz_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
};

/** Boolean expression to filter rows from the table "user_profiles". All fields are combined with a logical 'AND'. */
export type User_Profiles_Bool_Exp = {
  _and?: Array<User_Profiles_Bool_Exp> | null | undefined;
  _not?: User_Profiles_Bool_Exp | null | undefined;
  _or?: Array<User_Profiles_Bool_Exp> | null | undefined;
  account?: Auth_Users_Bool_Exp | null | undefined;
  avatar_url?: String_Comparison_Exp | null | undefined;
  bio?: String_Comparison_Exp | null | undefined;
  blog_posts?: Blog_Posts_Bool_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  discussion_comments?: Discussion_Comments_Bool_Exp | null | undefined;
  discussions?: Discussions_Bool_Exp | null | undefined;
  display_name?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  is_admin?: Boolean_Comparison_Exp | null | undefined;
  location?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  username?: String_Comparison_Exp | null | undefined;
  website?: String_Comparison_Exp | null | undefined;
};

/** Boolean expression to compare columns of type "uuid". All fields are combined with logical 'AND'. */
export type Uuid_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
};

export type ArticleCard_ArticleFragment = { id: string, title: string, excerpt: string, image_url: string | null, read_time: number, language: string, published_at: string | null, created_at: string, author: { name: string } | null } & { ' $fragmentName'?: 'ArticleCard_ArticleFragment' };

export type ArticleTranslationLink_ArticleFragment = { translation_of: { id: string, language: string } | null, translations: Array<{ id: string, language: string }> } & { ' $fragmentName'?: 'ArticleTranslationLink_ArticleFragment' };

export type BlogPostCard_BlogPostFragment = { id: string, title: string, excerpt: string, image_url: string | null, read_time: number, language: string, published_at: string | null, created_at: string, author: { display_name: string, username: string } | null } & { ' $fragmentName'?: 'BlogPostCard_BlogPostFragment' };

export type BlogPostTranslationLink_BlogPostFragment = { translation_of: { id: string, language: string } | null, translations: Array<{ id: string, language: string }> } & { ' $fragmentName'?: 'BlogPostTranslationLink_BlogPostFragment' };

export type CategoryBadge_CategoryFragment = { id: string, name: string, name_zh: string | null, slug: string } & { ' $fragmentName'?: 'CategoryBadge_CategoryFragment' };

export type CategoryTabs_CategoryFragment = { id: string, name: string, name_zh: string | null, slug: string } & { ' $fragmentName'?: 'CategoryTabs_CategoryFragment' };

export type EventCard_EventFragment = { id: string, name: string, slug: string, description: string, start_date: string, end_date: string, location_url: string, image_url: string | null, registration_url: string | null, max_attendees: number | null, current_attendees: number, price: string, is_free: boolean, is_online: boolean, featured: boolean, category: string | null } & { ' $fragmentName'?: 'EventCard_EventFragment' };

export type NewsItemCountViewMutationMutationVariables = Exact<{
  id: string;
}>;


export type NewsItemCountViewMutationMutation = { incrementNewsViews: { id: string, views_count: number } };

export type NewsItem_NewsArticleFragment = { id: string, title: string, excerpt: string | null, source_url: string, published_at: string, created_at: string, news_category: { slug: string, name: string, name_zh: string | null, color: string } | null, source: { name: string } | null } & { ' $fragmentName'?: 'NewsItem_NewsArticleFragment' };

export type RecordPageViewMutationMutationVariables = Exact<{
  path: string;
  title?: string | null | undefined;
  referrer?: string | null | undefined;
  visitorId: string;
  sessionId: string;
}>;


export type RecordPageViewMutationMutation = { recordPageView: { ok: boolean } };

export type RefreshNewsFetchMutationMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshNewsFetchMutationMutation = { fetchNews: { throttled: boolean, fetched_at: string, new_items: number, sources: Array<{ source_id: string, status: string }> } };

export type ArticlePageQueryQueryVariables = Exact<{
  id: string;
}>;


export type ArticlePageQueryQuery = { articles_by_pk: (
    { id: string, title: string, excerpt: string, content: string, image_url: string | null, read_time: number, views_count: number, published_at: string | null, created_at: string, language: string, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null, author: { name: string, bio: string | null } | null }
    & { ' $fragmentRefs'?: { 'ArticleTranslationLink_ArticleFragment': ArticleTranslationLink_ArticleFragment } }
  ) | null };

export type ArticleCountViewMutationMutationVariables = Exact<{
  id: string;
}>;


export type ArticleCountViewMutationMutation = { incrementArticleViews: { id: string, views_count: number } };

export type BlogPostPageQueryQueryVariables = Exact<{
  id: string;
}>;


export type BlogPostPageQueryQuery = { blog_posts_by_pk: (
    { id: string, title: string, excerpt: string, content: string, image_url: string | null, read_time: number, published_at: string | null, created_at: string, language: string, tags: string[], category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null, author: { display_name: string, username: string } | null }
    & { ' $fragmentRefs'?: { 'BlogPostTranslationLink_BlogPostFragment': BlogPostTranslationLink_BlogPostFragment } }
  ) | null };

export type BlogCategoriesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type BlogCategoriesQueryQuery = { categories: Array<(
    { id: string, slug: string, name: string, name_zh: string | null }
    & { ' $fragmentRefs'?: { 'CategoryTabs_CategoryFragment': CategoryTabs_CategoryFragment } }
  )> };

export type BlogPostsQueryQueryVariables = Exact<{
  where: Blog_Posts_Bool_Exp;
}>;


export type BlogPostsQueryQuery = { blog_posts: Array<(
    { id: string, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'BlogPostCard_BlogPostFragment': BlogPostCard_BlogPostFragment } }
  )> };

export type EventDetailQueryQueryVariables = Exact<{
  slug: string;
}>;


export type EventDetailQueryQuery = { events: Array<{ id: string, name: string, slug: string, description: string, start_date: string, end_date: string, location_url: string, image_url: string | null, registration_url: string | null, max_attendees: number | null, current_attendees: number, price: string, is_free: boolean, is_online: boolean, organizer_name: string | null, category: string | null }> };

export type EventsListQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsListQueryQuery = { events: Array<(
    { id: string, start_date: string, category: string | null }
    & { ' $fragmentRefs'?: { 'EventCard_EventFragment': EventCard_EventFragment } }
  )> };

export type HomeCategoriesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeCategoriesQueryQuery = { categories: Array<(
    { id: string, slug: string }
    & { ' $fragmentRefs'?: { 'CategoryTabs_CategoryFragment': CategoryTabs_CategoryFragment } }
  )> };

export type HomeFeaturedQueryQueryVariables = Exact<{
  where: Articles_Bool_Exp;
}>;


export type HomeFeaturedQueryQuery = { articles: Array<(
    { id: string, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'ArticleCard_ArticleFragment': ArticleCard_ArticleFragment } }
  )> };

export type HomeLatestQueryQueryVariables = Exact<{
  where: Articles_Bool_Exp;
}>;


export type HomeLatestQueryQuery = { articles: Array<(
    { id: string, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'ArticleCard_ArticleFragment': ArticleCard_ArticleFragment } }
  )> };

export type HomeArticlesQueryQueryVariables = Exact<{
  where: Articles_Bool_Exp;
  offset: number;
  limit: number;
}>;


export type HomeArticlesQueryQuery = { articles: Array<(
    { id: string, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'ArticleCard_ArticleFragment': ArticleCard_ArticleFragment } }
  )> };

export type HomeLiveNewsSubscriptionSubscriptionVariables = Exact<{
  limit: number;
}>;


export type HomeLiveNewsSubscriptionSubscription = { news_articles: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'NewsItem_NewsArticleFragment': NewsItem_NewsArticleFragment } }
  )> };

export type NewsCategoriesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsCategoriesQueryQuery = { news_categories: Array<{ slug: string, name: string, name_zh: string | null, color: string }> };

export type NewsTimelineSubscriptionSubscriptionVariables = Exact<{
  where: News_Articles_Bool_Exp;
  limit: number;
}>;


export type NewsTimelineSubscriptionSubscription = { news_articles: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'NewsItem_NewsArticleFragment': NewsItem_NewsArticleFragment } }
  )> };

export type NewsPageQueryQueryVariables = Exact<{
  where: News_Articles_Bool_Exp;
  offset: number;
  limit: number;
}>;


export type NewsPageQueryQuery = { news_articles: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'NewsItem_NewsArticleFragment': NewsItem_NewsArticleFragment } }
  )> };

export type SearchResultsQueryQueryVariables = Exact<{
  query: string;
  limit?: number | null | undefined;
}>;


export type SearchResultsQueryQuery = { search: Array<{ type: string, id: string, title: string, excerpt: string | null, url: string, published_at: string | null, language: string | null }> };

export const ArticleCard_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ArticleCard_ArticleFragment, unknown>;
export const ArticleTranslationLink_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleTranslationLink_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"translation_of"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<ArticleTranslationLink_ArticleFragment, unknown>;
export const BlogPostCard_BlogPostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostCard_BlogPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<BlogPostCard_BlogPostFragment, unknown>;
export const BlogPostTranslationLink_BlogPostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostTranslationLink_BlogPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"translation_of"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<BlogPostTranslationLink_BlogPostFragment, unknown>;
export const CategoryBadge_CategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<CategoryBadge_CategoryFragment, unknown>;
export const CategoryTabs_CategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTabs_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<CategoryTabs_CategoryFragment, unknown>;
export const EventCard_EventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard_Event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"events"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"location_url"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"registration_url"}},{"kind":"Field","name":{"kind":"Name","value":"max_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"current_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"is_free"}},{"kind":"Field","name":{"kind":"Name","value":"is_online"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]} as unknown as DocumentNode<EventCard_EventFragment, unknown>;
export const NewsItem_NewsArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"source_url"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"news_category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NewsItem_NewsArticleFragment, unknown>;
export const NewsItemCountViewMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewsItemCountViewMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incrementNewsViews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"views_count"}}]}}]}}]} as unknown as DocumentNode<NewsItemCountViewMutationMutation, NewsItemCountViewMutationMutationVariables>;
export const RecordPageViewMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordPageViewMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referrer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visitorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPageView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"referrer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referrer"}}},{"kind":"Argument","name":{"kind":"Name","value":"visitorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visitorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<RecordPageViewMutationMutation, RecordPageViewMutationMutationVariables>;
export const RefreshNewsFetchMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshNewsFetchMutation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"throttled"}},{"kind":"Field","name":{"kind":"Name","value":"fetched_at"}},{"kind":"Field","name":{"kind":"Name","value":"new_items"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RefreshNewsFetchMutationMutation, RefreshNewsFetchMutationMutationVariables>;
export const ArticlePageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticlePageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"views_count"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleTranslationLink_Article"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleTranslationLink_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"translation_of"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<ArticlePageQueryQuery, ArticlePageQueryQueryVariables>;
export const ArticleCountViewMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArticleCountViewMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incrementArticleViews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"views_count"}}]}}]}}]} as unknown as DocumentNode<ArticleCountViewMutationMutation, ArticleCountViewMutationMutationVariables>;
export const BlogPostPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPostPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_posts_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogPostTranslationLink_BlogPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostTranslationLink_BlogPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"translation_of"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<BlogPostPageQueryQuery, BlogPostPageQueryQueryVariables>;
export const BlogCategoriesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogCategoriesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"scope"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"blog","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryTabs_Category"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTabs_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<BlogCategoriesQueryQuery, BlogCategoriesQueryQueryVariables>;
export const BlogPostsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPostsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts_bool_exp"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"60"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogPostCard_BlogPost"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostCard_BlogPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<BlogPostsQueryQuery, BlogPostsQueryQueryVariables>;
export const EventDetailQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventDetailQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"location_url"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"registration_url"}},{"kind":"Field","name":{"kind":"Name","value":"max_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"current_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"is_free"}},{"kind":"Field","name":{"kind":"Name","value":"is_online"}},{"kind":"Field","name":{"kind":"Name","value":"organizer_name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<EventDetailQueryQuery, EventDetailQueryQueryVariables>;
export const EventsListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsListQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"start_date"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard_Event"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard_Event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"events"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"location_url"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"registration_url"}},{"kind":"Field","name":{"kind":"Name","value":"max_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"current_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"is_free"}},{"kind":"Field","name":{"kind":"Name","value":"is_online"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]} as unknown as DocumentNode<EventsListQueryQuery, EventsListQueryQueryVariables>;
export const HomeCategoriesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeCategoriesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"scope"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"article","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryTabs_Category"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTabs_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<HomeCategoriesQueryQuery, HomeCategoriesQueryQueryVariables>;
export const HomeFeaturedQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeFeaturedQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"articles_bool_exp"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"where"}},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"featured"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_Article"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<HomeFeaturedQueryQuery, HomeFeaturedQueryQueryVariables>;
export const HomeLatestQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeLatestQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"articles_bool_exp"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"where"}},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"image_url"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_is_null"},"value":{"kind":"BooleanValue","value":true}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_Article"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<HomeLatestQueryQuery, HomeLatestQueryQueryVariables>;
export const HomeArticlesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeArticlesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"articles_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_Article"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<HomeArticlesQueryQuery, HomeArticlesQueryQueryVariables>;
export const HomeLiveNewsSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"HomeLiveNewsSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsItem_NewsArticle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"source_url"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"news_category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HomeLiveNewsSubscriptionSubscription, HomeLiveNewsSubscriptionSubscriptionVariables>;
export const NewsCategoriesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsCategoriesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sort_order"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<NewsCategoriesQueryQuery, NewsCategoriesQueryQueryVariables>;
export const NewsTimelineSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NewsTimelineSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsItem_NewsArticle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"source_url"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"news_category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NewsTimelineSubscriptionSubscription, NewsTimelineSubscriptionSubscriptionVariables>;
export const NewsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsItem_NewsArticle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"source_url"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"news_category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NewsPageQueryQuery, NewsPageQueryQueryVariables>;
export const SearchResultsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchResultsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<SearchResultsQueryQuery, SearchResultsQueryQueryVariables>;