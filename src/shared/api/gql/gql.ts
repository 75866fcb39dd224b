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
    "\n  fragment ArticleCard_Article on articles {\n    id\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published_at\n    created_at\n    author {\n      name\n    }\n  }\n": typeof types.ArticleCard_ArticleFragmentDoc,
    "\n  fragment ArticleTranslationLink_Article on articles {\n    translation_of {\n      id\n      language\n    }\n    translations(limit: 1) {\n      id\n      language\n    }\n  }\n": typeof types.ArticleTranslationLink_ArticleFragmentDoc,
    "\n  fragment BlogPostCard_BlogPost on blog_posts {\n    id\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published_at\n    created_at\n    author {\n      display_name\n      username\n    }\n  }\n": typeof types.BlogPostCard_BlogPostFragmentDoc,
    "\n  fragment BlogPostTranslationLink_BlogPost on blog_posts {\n    translation_of {\n      id\n      language\n    }\n    translations(limit: 1) {\n      id\n      language\n    }\n  }\n": typeof types.BlogPostTranslationLink_BlogPostFragmentDoc,
    "\n  fragment CategoryBadge_Category on categories {\n    id\n    name\n    name_zh\n    slug\n  }\n": typeof types.CategoryBadge_CategoryFragmentDoc,
    "\n  fragment CategoryTabs_Category on categories {\n    id\n    name\n    name_zh\n    slug\n  }\n": typeof types.CategoryTabs_CategoryFragmentDoc,
    "\n  fragment EventCard_Event on events {\n    id\n    name\n    slug\n    description\n    start_date\n    end_date\n    location_url\n    image_url\n    registration_url\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    featured\n    category\n  }\n": typeof types.EventCard_EventFragmentDoc,
    "\n  mutation NewsItemCountViewMutation($id: uuid!) {\n    incrementNewsViews(id: $id) {\n      id\n      views_count\n    }\n  }\n": typeof types.NewsItemCountViewMutationDocument,
    "\n  fragment NewsItem_NewsArticle on news_articles {\n    id\n    title\n    excerpt\n    source_url\n    published_at\n    created_at\n    news_category {\n      slug\n      name\n      name_zh\n      color\n    }\n    source {\n      name\n    }\n  }\n": typeof types.NewsItem_NewsArticleFragmentDoc,
    "\n  mutation RecordPageViewMutation(\n    $path: String!\n    $title: String\n    $referrer: String\n    $visitorId: String!\n    $sessionId: String!\n  ) {\n    recordPageView(\n      path: $path\n      title: $title\n      referrer: $referrer\n      visitorId: $visitorId\n      sessionId: $sessionId\n    ) {\n      ok\n    }\n  }\n": typeof types.RecordPageViewMutationDocument,
    "\n  mutation RefreshNewsFetchMutation {\n    fetchNews {\n      throttled\n      fetched_at\n      new_items\n      sources {\n        source_id\n        status\n      }\n    }\n  }\n": typeof types.RefreshNewsFetchMutationDocument,
    "\n  query ArticlePageQuery($id: uuid!) {\n    articles_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      views_count\n      published_at\n      created_at\n      language\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        name\n        bio\n      }\n      ...ArticleTranslationLink_Article\n    }\n  }\n": typeof types.ArticlePageQueryDocument,
    "\n  mutation ArticleCountViewMutation($id: uuid!) {\n    incrementArticleViews(id: $id) {\n      id\n      views_count\n    }\n  }\n": typeof types.ArticleCountViewMutationDocument,
    "\n  query BlogPostPageQuery($id: uuid!) {\n    blog_posts_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      published_at\n      created_at\n      language\n      tags\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        display_name\n        username\n      }\n      ...BlogPostTranslationLink_BlogPost\n    }\n  }\n": typeof types.BlogPostPageQueryDocument,
    "\n  query BlogCategoriesQuery {\n    categories(where: { scope: { _eq: \"blog\" } }, order_by: { name: asc }) {\n      id\n      slug\n      name\n      name_zh\n      ...CategoryTabs_Category\n    }\n  }\n": typeof types.BlogCategoriesQueryDocument,
    "\n  query BlogPostsQuery($where: blog_posts_bool_exp!) {\n    blog_posts(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 60\n    ) {\n      id\n      ...BlogPostCard_BlogPost\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": typeof types.BlogPostsQueryDocument,
    "\n  query EventDetailQuery($slug: String!) {\n    events(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      name\n      slug\n      description\n      start_date\n      end_date\n      location_url\n      image_url\n      registration_url\n      max_attendees\n      current_attendees\n      price\n      is_free\n      is_online\n      organizer_name\n      category\n    }\n  }\n": typeof types.EventDetailQueryDocument,
    "\n  query EventsListQuery {\n    events(order_by: [{ start_date: asc }, { id: asc }]) {\n      id\n      start_date\n      category\n      ...EventCard_Event\n    }\n  }\n": typeof types.EventsListQueryDocument,
    "\n  query HomeCategoriesQuery {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: { name: asc }) {\n      id\n      slug\n      ...CategoryTabs_Category\n    }\n  }\n": typeof types.HomeCategoriesQueryDocument,
    "\n  query HomeFeaturedQuery($where: articles_bool_exp!) {\n    articles(\n      where: { _and: [$where, { featured: { _eq: true } }] }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 3\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": typeof types.HomeFeaturedQueryDocument,
    "\n  query HomeLatestQuery($where: articles_bool_exp!) {\n    articles(\n      where: { _and: [$where, { image_url: { _is_null: true } }] }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 6\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": typeof types.HomeLatestQueryDocument,
    "\n  query HomeArticlesQuery($where: articles_bool_exp!, $offset: Int!, $limit: Int!) {\n    articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      offset: $offset\n      limit: $limit\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": typeof types.HomeArticlesQueryDocument,
    "\n  subscription HomeLiveNewsSubscription($limit: Int!) {\n    news_articles(order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: $limit) {\n      id\n      ...NewsItem_NewsArticle\n    }\n  }\n": typeof types.HomeLiveNewsSubscriptionDocument,
    "\n  query NewsCategoriesQuery {\n    news_categories(order_by: [{ sort_order: asc }, { slug: asc }]) {\n      slug\n      name\n      name_zh\n      color\n    }\n  }\n": typeof types.NewsCategoriesQueryDocument,
    "\n  subscription NewsTimelineSubscription($where: news_articles_bool_exp!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: $limit\n    ) {\n      id\n      ...NewsItem_NewsArticle\n    }\n  }\n": typeof types.NewsTimelineSubscriptionDocument,
    "\n  query NewsPageQuery($where: news_articles_bool_exp!, $offset: Int!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      offset: $offset\n      limit: $limit\n    ) {\n      id\n      ...NewsItem_NewsArticle\n    }\n  }\n": typeof types.NewsPageQueryDocument,
    "\n  query SearchResultsQuery($query: String!, $limit: Int) {\n    search(query: $query, limit: $limit) {\n      type\n      id\n      title\n      excerpt\n      url\n      published_at\n      language\n    }\n  }\n": typeof types.SearchResultsQueryDocument,
};
const documents: Documents = {
    "\n  fragment ArticleCard_Article on articles {\n    id\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published_at\n    created_at\n    author {\n      name\n    }\n  }\n": types.ArticleCard_ArticleFragmentDoc,
    "\n  fragment ArticleTranslationLink_Article on articles {\n    translation_of {\n      id\n      language\n    }\n    translations(limit: 1) {\n      id\n      language\n    }\n  }\n": types.ArticleTranslationLink_ArticleFragmentDoc,
    "\n  fragment BlogPostCard_BlogPost on blog_posts {\n    id\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published_at\n    created_at\n    author {\n      display_name\n      username\n    }\n  }\n": types.BlogPostCard_BlogPostFragmentDoc,
    "\n  fragment BlogPostTranslationLink_BlogPost on blog_posts {\n    translation_of {\n      id\n      language\n    }\n    translations(limit: 1) {\n      id\n      language\n    }\n  }\n": types.BlogPostTranslationLink_BlogPostFragmentDoc,
    "\n  fragment CategoryBadge_Category on categories {\n    id\n    name\n    name_zh\n    slug\n  }\n": types.CategoryBadge_CategoryFragmentDoc,
    "\n  fragment CategoryTabs_Category on categories {\n    id\n    name\n    name_zh\n    slug\n  }\n": types.CategoryTabs_CategoryFragmentDoc,
    "\n  fragment EventCard_Event on events {\n    id\n    name\n    slug\n    description\n    start_date\n    end_date\n    location_url\n    image_url\n    registration_url\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    featured\n    category\n  }\n": types.EventCard_EventFragmentDoc,
    "\n  mutation NewsItemCountViewMutation($id: uuid!) {\n    incrementNewsViews(id: $id) {\n      id\n      views_count\n    }\n  }\n": types.NewsItemCountViewMutationDocument,
    "\n  fragment NewsItem_NewsArticle on news_articles {\n    id\n    title\n    excerpt\n    source_url\n    published_at\n    created_at\n    news_category {\n      slug\n      name\n      name_zh\n      color\n    }\n    source {\n      name\n    }\n  }\n": types.NewsItem_NewsArticleFragmentDoc,
    "\n  mutation RecordPageViewMutation(\n    $path: String!\n    $title: String\n    $referrer: String\n    $visitorId: String!\n    $sessionId: String!\n  ) {\n    recordPageView(\n      path: $path\n      title: $title\n      referrer: $referrer\n      visitorId: $visitorId\n      sessionId: $sessionId\n    ) {\n      ok\n    }\n  }\n": types.RecordPageViewMutationDocument,
    "\n  mutation RefreshNewsFetchMutation {\n    fetchNews {\n      throttled\n      fetched_at\n      new_items\n      sources {\n        source_id\n        status\n      }\n    }\n  }\n": types.RefreshNewsFetchMutationDocument,
    "\n  query ArticlePageQuery($id: uuid!) {\n    articles_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      views_count\n      published_at\n      created_at\n      language\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        name\n        bio\n      }\n      ...ArticleTranslationLink_Article\n    }\n  }\n": types.ArticlePageQueryDocument,
    "\n  mutation ArticleCountViewMutation($id: uuid!) {\n    incrementArticleViews(id: $id) {\n      id\n      views_count\n    }\n  }\n": types.ArticleCountViewMutationDocument,
    "\n  query BlogPostPageQuery($id: uuid!) {\n    blog_posts_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      published_at\n      created_at\n      language\n      tags\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        display_name\n        username\n      }\n      ...BlogPostTranslationLink_BlogPost\n    }\n  }\n": types.BlogPostPageQueryDocument,
    "\n  query BlogCategoriesQuery {\n    categories(where: { scope: { _eq: \"blog\" } }, order_by: { name: asc }) {\n      id\n      slug\n      name\n      name_zh\n      ...CategoryTabs_Category\n    }\n  }\n": types.BlogCategoriesQueryDocument,
    "\n  query BlogPostsQuery($where: blog_posts_bool_exp!) {\n    blog_posts(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 60\n    ) {\n      id\n      ...BlogPostCard_BlogPost\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": types.BlogPostsQueryDocument,
    "\n  query EventDetailQuery($slug: String!) {\n    events(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      name\n      slug\n      description\n      start_date\n      end_date\n      location_url\n      image_url\n      registration_url\n      max_attendees\n      current_attendees\n      price\n      is_free\n      is_online\n      organizer_name\n      category\n    }\n  }\n": types.EventDetailQueryDocument,
    "\n  query EventsListQuery {\n    events(order_by: [{ start_date: asc }, { id: asc }]) {\n      id\n      start_date\n      category\n      ...EventCard_Event\n    }\n  }\n": types.EventsListQueryDocument,
    "\n  query HomeCategoriesQuery {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: { name: asc }) {\n      id\n      slug\n      ...CategoryTabs_Category\n    }\n  }\n": types.HomeCategoriesQueryDocument,
    "\n  query HomeFeaturedQuery($where: articles_bool_exp!) {\n    articles(\n      where: { _and: [$where, { featured: { _eq: true } }] }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 3\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": types.HomeFeaturedQueryDocument,
    "\n  query HomeLatestQuery($where: articles_bool_exp!) {\n    articles(\n      where: { _and: [$where, { image_url: { _is_null: true } }] }\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 6\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": types.HomeLatestQueryDocument,
    "\n  query HomeArticlesQuery($where: articles_bool_exp!, $offset: Int!, $limit: Int!) {\n    articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      offset: $offset\n      limit: $limit\n    ) {\n      id\n      ...ArticleCard_Article\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n": types.HomeArticlesQueryDocument,
    "\n  subscription HomeLiveNewsSubscription($limit: Int!) {\n    news_articles(order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: $limit) {\n      id\n      ...NewsItem_NewsArticle\n    }\n  }\n": types.HomeLiveNewsSubscriptionDocument,
    "\n  query NewsCategoriesQuery {\n    news_categories(order_by: [{ sort_order: asc }, { slug: asc }]) {\n      slug\n      name\n      name_zh\n      color\n    }\n  }\n": types.NewsCategoriesQueryDocument,
    "\n  subscription NewsTimelineSubscription($where: news_articles_bool_exp!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: $limit\n    ) {\n      id\n      ...NewsItem_NewsArticle\n    }\n  }\n": types.NewsTimelineSubscriptionDocument,
    "\n  query NewsPageQuery($where: news_articles_bool_exp!, $offset: Int!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      offset: $offset\n      limit: $limit\n    ) {\n      id\n      ...NewsItem_NewsArticle\n    }\n  }\n": types.NewsPageQueryDocument,
    "\n  query SearchResultsQuery($query: String!, $limit: Int) {\n    search(query: $query, limit: $limit) {\n      type\n      id\n      title\n      excerpt\n      url\n      published_at\n      language\n    }\n  }\n": types.SearchResultsQueryDocument,
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
export function graphql(source: "\n  fragment ArticleCard_Article on articles {\n    id\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published_at\n    created_at\n    author {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleCard_Article on articles {\n    id\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published_at\n    created_at\n    author {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleTranslationLink_Article on articles {\n    translation_of {\n      id\n      language\n    }\n    translations(limit: 1) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleTranslationLink_Article on articles {\n    translation_of {\n      id\n      language\n    }\n    translations(limit: 1) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogPostCard_BlogPost on blog_posts {\n    id\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published_at\n    created_at\n    author {\n      display_name\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment BlogPostCard_BlogPost on blog_posts {\n    id\n    title\n    excerpt\n    image_url\n    read_time\n    language\n    published_at\n    created_at\n    author {\n      display_name\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogPostTranslationLink_BlogPost on blog_posts {\n    translation_of {\n      id\n      language\n    }\n    translations(limit: 1) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  fragment BlogPostTranslationLink_BlogPost on blog_posts {\n    translation_of {\n      id\n      language\n    }\n    translations(limit: 1) {\n      id\n      language\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment EventCard_Event on events {\n    id\n    name\n    slug\n    description\n    start_date\n    end_date\n    location_url\n    image_url\n    registration_url\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    featured\n    category\n  }\n"): (typeof documents)["\n  fragment EventCard_Event on events {\n    id\n    name\n    slug\n    description\n    start_date\n    end_date\n    location_url\n    image_url\n    registration_url\n    max_attendees\n    current_attendees\n    price\n    is_free\n    is_online\n    featured\n    category\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewsItemCountViewMutation($id: uuid!) {\n    incrementNewsViews(id: $id) {\n      id\n      views_count\n    }\n  }\n"): (typeof documents)["\n  mutation NewsItemCountViewMutation($id: uuid!) {\n    incrementNewsViews(id: $id) {\n      id\n      views_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsItem_NewsArticle on news_articles {\n    id\n    title\n    excerpt\n    source_url\n    published_at\n    created_at\n    news_category {\n      slug\n      name\n      name_zh\n      color\n    }\n    source {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment NewsItem_NewsArticle on news_articles {\n    id\n    title\n    excerpt\n    source_url\n    published_at\n    created_at\n    news_category {\n      slug\n      name\n      name_zh\n      color\n    }\n    source {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPageViewMutation(\n    $path: String!\n    $title: String\n    $referrer: String\n    $visitorId: String!\n    $sessionId: String!\n  ) {\n    recordPageView(\n      path: $path\n      title: $title\n      referrer: $referrer\n      visitorId: $visitorId\n      sessionId: $sessionId\n    ) {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPageViewMutation(\n    $path: String!\n    $title: String\n    $referrer: String\n    $visitorId: String!\n    $sessionId: String!\n  ) {\n    recordPageView(\n      path: $path\n      title: $title\n      referrer: $referrer\n      visitorId: $visitorId\n      sessionId: $sessionId\n    ) {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshNewsFetchMutation {\n    fetchNews {\n      throttled\n      fetched_at\n      new_items\n      sources {\n        source_id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshNewsFetchMutation {\n    fetchNews {\n      throttled\n      fetched_at\n      new_items\n      sources {\n        source_id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlePageQuery($id: uuid!) {\n    articles_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      views_count\n      published_at\n      created_at\n      language\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        name\n        bio\n      }\n      ...ArticleTranslationLink_Article\n    }\n  }\n"): (typeof documents)["\n  query ArticlePageQuery($id: uuid!) {\n    articles_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      views_count\n      published_at\n      created_at\n      language\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        name\n        bio\n      }\n      ...ArticleTranslationLink_Article\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArticleCountViewMutation($id: uuid!) {\n    incrementArticleViews(id: $id) {\n      id\n      views_count\n    }\n  }\n"): (typeof documents)["\n  mutation ArticleCountViewMutation($id: uuid!) {\n    incrementArticleViews(id: $id) {\n      id\n      views_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostPageQuery($id: uuid!) {\n    blog_posts_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      published_at\n      created_at\n      language\n      tags\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        display_name\n        username\n      }\n      ...BlogPostTranslationLink_BlogPost\n    }\n  }\n"): (typeof documents)["\n  query BlogPostPageQuery($id: uuid!) {\n    blog_posts_by_pk(id: $id) {\n      id\n      title\n      excerpt\n      content\n      image_url\n      read_time\n      published_at\n      created_at\n      language\n      tags\n      category {\n        ...CategoryBadge_Category\n      }\n      author {\n        display_name\n        username\n      }\n      ...BlogPostTranslationLink_BlogPost\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogCategoriesQuery {\n    categories(where: { scope: { _eq: \"blog\" } }, order_by: { name: asc }) {\n      id\n      slug\n      name\n      name_zh\n      ...CategoryTabs_Category\n    }\n  }\n"): (typeof documents)["\n  query BlogCategoriesQuery {\n    categories(where: { scope: { _eq: \"blog\" } }, order_by: { name: asc }) {\n      id\n      slug\n      name\n      name_zh\n      ...CategoryTabs_Category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostsQuery($where: blog_posts_bool_exp!) {\n    blog_posts(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 60\n    ) {\n      id\n      ...BlogPostCard_BlogPost\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogPostsQuery($where: blog_posts_bool_exp!) {\n    blog_posts(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: 60\n    ) {\n      id\n      ...BlogPostCard_BlogPost\n      category {\n        ...CategoryBadge_Category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDetailQuery($slug: String!) {\n    events(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      name\n      slug\n      description\n      start_date\n      end_date\n      location_url\n      image_url\n      registration_url\n      max_attendees\n      current_attendees\n      price\n      is_free\n      is_online\n      organizer_name\n      category\n    }\n  }\n"): (typeof documents)["\n  query EventDetailQuery($slug: String!) {\n    events(where: { slug: { _eq: $slug } }, limit: 1) {\n      id\n      name\n      slug\n      description\n      start_date\n      end_date\n      location_url\n      image_url\n      registration_url\n      max_attendees\n      current_attendees\n      price\n      is_free\n      is_online\n      organizer_name\n      category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsListQuery {\n    events(order_by: [{ start_date: asc }, { id: asc }]) {\n      id\n      start_date\n      category\n      ...EventCard_Event\n    }\n  }\n"): (typeof documents)["\n  query EventsListQuery {\n    events(order_by: [{ start_date: asc }, { id: asc }]) {\n      id\n      start_date\n      category\n      ...EventCard_Event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCategoriesQuery {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: { name: asc }) {\n      id\n      slug\n      ...CategoryTabs_Category\n    }\n  }\n"): (typeof documents)["\n  query HomeCategoriesQuery {\n    categories(where: { scope: { _eq: \"article\" } }, order_by: { name: asc }) {\n      id\n      slug\n      ...CategoryTabs_Category\n    }\n  }\n"];
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
export function graphql(source: "\n  query NewsCategoriesQuery {\n    news_categories(order_by: [{ sort_order: asc }, { slug: asc }]) {\n      slug\n      name\n      name_zh\n      color\n    }\n  }\n"): (typeof documents)["\n  query NewsCategoriesQuery {\n    news_categories(order_by: [{ sort_order: asc }, { slug: asc }]) {\n      slug\n      name\n      name_zh\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NewsTimelineSubscription($where: news_articles_bool_exp!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: $limit\n    ) {\n      id\n      ...NewsItem_NewsArticle\n    }\n  }\n"): (typeof documents)["\n  subscription NewsTimelineSubscription($where: news_articles_bool_exp!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      limit: $limit\n    ) {\n      id\n      ...NewsItem_NewsArticle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsPageQuery($where: news_articles_bool_exp!, $offset: Int!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      offset: $offset\n      limit: $limit\n    ) {\n      id\n      ...NewsItem_NewsArticle\n    }\n  }\n"): (typeof documents)["\n  query NewsPageQuery($where: news_articles_bool_exp!, $offset: Int!, $limit: Int!) {\n    news_articles(\n      where: $where\n      order_by: [{ published_at: desc_nulls_last }, { id: asc }]\n      offset: $offset\n      limit: $limit\n    ) {\n      id\n      ...NewsItem_NewsArticle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchResultsQuery($query: String!, $limit: Int) {\n    search(query: $query, limit: $limit) {\n      type\n      id\n      title\n      excerpt\n      url\n      published_at\n      language\n    }\n  }\n"): (typeof documents)["\n  query SearchResultsQuery($query: String!, $limit: Int) {\n    search(query: $query, limit: $limit) {\n      type\n      id\n      title\n      excerpt\n      url\n      published_at\n      language\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;