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
export type String_Array_Comparison_Exp = {
  /** is the array contained in the given array value */
  _contained_in?: Array<string> | null | undefined;
  /** does the array contain the given value */
  _contains?: Array<string> | null | undefined;
  _eq?: Array<string> | null | undefined;
  _gt?: Array<string> | null | undefined;
  _gte?: Array<string> | null | undefined;
  _in?: Array<Array<string>> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: Array<string> | null | undefined;
  _lte?: Array<string> | null | undefined;
  _neq?: Array<string> | null | undefined;
  _nin?: Array<Array<string>> | null | undefined;
};

/** Boolean expression to compare columns of type "String". All fields are combined with logical 'AND'. */
export type String_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  /** does the column match the given case-insensitive pattern */
  _ilike?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  /** does the column match the given POSIX regular expression, case insensitive */
  _iregex?: string | null | undefined;
  _is_null?: boolean | null | undefined;
  /** does the column match the given pattern */
  _like?: string | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  /** does the column NOT match the given case-insensitive pattern */
  _nilike?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
  /** does the column NOT match the given POSIX regular expression, case insensitive */
  _niregex?: string | null | undefined;
  /** does the column NOT match the given pattern */
  _nlike?: string | null | undefined;
  /** does the column NOT match the given POSIX regular expression, case sensitive */
  _nregex?: string | null | undefined;
  /** does the column NOT match the given SQL regular expression */
  _nsimilar?: string | null | undefined;
  /** does the column match the given POSIX regular expression, case sensitive */
  _regex?: string | null | undefined;
  /** does the column match the given SQL regular expression */
  _similar?: string | null | undefined;
};

/** input type for inserting array relation for remote table "articles" */
export type Articles_Arr_Rel_Insert_Input = {
  data: Array<Articles_Insert_Input>;
  /** upsert condition */
  on_conflict?: Articles_On_Conflict | null | undefined;
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
  search_text?: String_Comparison_Exp | null | undefined;
  slug?: String_Comparison_Exp | null | undefined;
  title?: String_Comparison_Exp | null | undefined;
  translation_of?: Articles_Bool_Exp | null | undefined;
  translation_of_id?: Uuid_Comparison_Exp | null | undefined;
  translations?: Articles_Bool_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  user_id?: Uuid_Comparison_Exp | null | undefined;
  views_count?: Int_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "articles" */
export type Articles_Constraint =
  | 'articles_pkey'
  | 'articles_slug_key';

/** input type for inserting data into table "articles" */
export type Articles_Insert_Input = {
  author?: Authors_Obj_Rel_Insert_Input | null | undefined;
  author_id?: string | null | undefined;
  category?: Categories_Obj_Rel_Insert_Input | null | undefined;
  category_id?: string | null | undefined;
  content?: string | null | undefined;
  created_at?: string | null | undefined;
  excerpt?: string | null | undefined;
  featured?: boolean | null | undefined;
  id?: string | null | undefined;
  image_url?: string | null | undefined;
  language?: string | null | undefined;
  last_viewed_at?: string | null | undefined;
  published?: boolean | null | undefined;
  published_at?: string | null | undefined;
  read_time?: number | null | undefined;
  slug?: string | null | undefined;
  title?: string | null | undefined;
  translation_of?: Articles_Obj_Rel_Insert_Input | null | undefined;
  translation_of_id?: string | null | undefined;
  translations?: Articles_Arr_Rel_Insert_Input | null | undefined;
  updated_at?: string | null | undefined;
  user_id?: string | null | undefined;
  views_count?: number | null | undefined;
};

/** input type for inserting object relation for remote table "articles" */
export type Articles_Obj_Rel_Insert_Input = {
  data: Articles_Insert_Input;
  /** upsert condition */
  on_conflict?: Articles_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "articles" */
export type Articles_On_Conflict = {
  constraint: Articles_Constraint;
  update_columns?: Array<Articles_Update_Column>;
  where?: Articles_Bool_Exp | null | undefined;
};

/** input type for updating data in table "articles" */
export type Articles_Set_Input = {
  author_id?: string | null | undefined;
  category_id?: string | null | undefined;
  content?: string | null | undefined;
  created_at?: string | null | undefined;
  excerpt?: string | null | undefined;
  featured?: boolean | null | undefined;
  id?: string | null | undefined;
  image_url?: string | null | undefined;
  language?: string | null | undefined;
  last_viewed_at?: string | null | undefined;
  published?: boolean | null | undefined;
  published_at?: string | null | undefined;
  read_time?: number | null | undefined;
  slug?: string | null | undefined;
  title?: string | null | undefined;
  translation_of_id?: string | null | undefined;
  updated_at?: string | null | undefined;
  user_id?: string | null | undefined;
  views_count?: number | null | undefined;
};

/** update columns of table "articles" */
export type Articles_Update_Column =
  | 'author_id'
  | 'category_id'
  | 'content'
  | 'created_at'
  | 'excerpt'
  | 'featured'
  | 'id'
  | 'image_url'
  | 'language'
  | 'last_viewed_at'
  | 'published'
  | 'published_at'
  | 'read_time'
  | 'slug'
  | 'title'
  | 'translation_of_id'
  | 'updated_at'
  | 'user_id'
  | 'views_count';

/** Boolean expression to filter rows from the table "mail_outbox". All fields are combined with a logical 'AND'. */
export type Auth_Mail_Outbox_Bool_Exp = {
  _and?: Array<Auth_Mail_Outbox_Bool_Exp> | null | undefined;
  _not?: Auth_Mail_Outbox_Bool_Exp | null | undefined;
  _or?: Array<Auth_Mail_Outbox_Bool_Exp> | null | undefined;
  attempts?: Int_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  html_body?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  language?: String_Comparison_Exp | null | undefined;
  last_error?: String_Comparison_Exp | null | undefined;
  lease_until?: Timestamptz_Comparison_Exp | null | undefined;
  list_unsubscribe?: String_Comparison_Exp | null | undefined;
  message_id?: String_Comparison_Exp | null | undefined;
  next_attempt_at?: Timestamptz_Comparison_Exp | null | undefined;
  recipient?: Citext_Comparison_Exp | null | undefined;
  sent_at?: Timestamptz_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
  subject?: String_Comparison_Exp | null | undefined;
  template?: String_Comparison_Exp | null | undefined;
  text_body?: String_Comparison_Exp | null | undefined;
  user_id?: Uuid_Comparison_Exp | null | undefined;
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

/** unique or primary key constraints on table "users" */
export type Auth_Users_Constraint =
  | 'users_email_key'
  | 'users_pkey';

/** input type for inserting data into table "users" */
export type Auth_Users_Insert_Input = {
  created_at?: string | null | undefined;
  disabled?: boolean | null | undefined;
  email?: string | null | undefined;
  email_verified?: boolean | null | undefined;
  id?: string | null | undefined;
  last_sign_in_at?: string | null | undefined;
  password_hash?: string | null | undefined;
  updated_at?: string | null | undefined;
};

/** input type for inserting object relation for remote table "users" */
export type Auth_Users_Obj_Rel_Insert_Input = {
  data: Auth_Users_Insert_Input;
  /** upsert condition */
  on_conflict?: Auth_Users_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "users" */
export type Auth_Users_On_Conflict = {
  constraint: Auth_Users_Constraint;
  update_columns?: Array<Auth_Users_Update_Column>;
  where?: Auth_Users_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "users". */
export type Auth_Users_Order_By = {
  created_at?: Order_By | null | undefined;
  disabled?: Order_By | null | undefined;
  email?: Order_By | null | undefined;
  email_verified?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  last_sign_in_at?: Order_By | null | undefined;
  password_hash?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

/** update columns of table "users" */
export type Auth_Users_Update_Column =
  | 'created_at'
  | 'disabled'
  | 'email'
  | 'email_verified'
  | 'id'
  | 'last_sign_in_at'
  | 'password_hash'
  | 'updated_at';

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
  followers_count?: Int_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  slug?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "authors" */
export type Authors_Constraint =
  | 'authors_pkey';

/** input type for inserting data into table "authors" */
export type Authors_Insert_Input = {
  articles?: Articles_Arr_Rel_Insert_Input | null | undefined;
  avatar_url?: string | null | undefined;
  bio?: string | null | undefined;
  created_at?: string | null | undefined;
  email?: string | null | undefined;
  expertise?: string | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  slug?: string | null | undefined;
  updated_at?: string | null | undefined;
};

/** input type for inserting object relation for remote table "authors" */
export type Authors_Obj_Rel_Insert_Input = {
  data: Authors_Insert_Input;
  /** upsert condition */
  on_conflict?: Authors_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "authors" */
export type Authors_On_Conflict = {
  constraint: Authors_Constraint;
  update_columns?: Array<Authors_Update_Column>;
  where?: Authors_Bool_Exp | null | undefined;
};

/** input type for updating data in table "authors" */
export type Authors_Set_Input = {
  avatar_url?: string | null | undefined;
  bio?: string | null | undefined;
  created_at?: string | null | undefined;
  email?: string | null | undefined;
  expertise?: string | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  slug?: string | null | undefined;
  updated_at?: string | null | undefined;
};

/** update columns of table "authors" */
export type Authors_Update_Column =
  | 'avatar_url'
  | 'bio'
  | 'created_at'
  | 'email'
  | 'expertise'
  | 'id'
  | 'name'
  | 'slug'
  | 'updated_at';

/** Boolean expression to compare columns of type "bigint". All fields are combined with logical 'AND'. */
export type Bigint_Comparison_Exp = {
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

/** order by aggregate values of table "blog_posts" */
export type Blog_Posts_Aggregate_Order_By = {
  avg?: Blog_Posts_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Blog_Posts_Max_Order_By | null | undefined;
  min?: Blog_Posts_Min_Order_By | null | undefined;
  stddev?: Blog_Posts_Stddev_Order_By | null | undefined;
  stddev_pop?: Blog_Posts_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Blog_Posts_Stddev_Samp_Order_By | null | undefined;
  sum?: Blog_Posts_Sum_Order_By | null | undefined;
  var_pop?: Blog_Posts_Var_Pop_Order_By | null | undefined;
  var_samp?: Blog_Posts_Var_Samp_Order_By | null | undefined;
  variance?: Blog_Posts_Variance_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "blog_posts" */
export type Blog_Posts_Arr_Rel_Insert_Input = {
  data: Array<Blog_Posts_Insert_Input>;
  /** upsert condition */
  on_conflict?: Blog_Posts_On_Conflict | null | undefined;
};

export type Blog_Posts_Avg_Order_By = {
  read_time?: Order_By | null | undefined;
  views_count?: Order_By | null | undefined;
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
  hidden?: Boolean_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  image_url?: String_Comparison_Exp | null | undefined;
  language?: String_Comparison_Exp | null | undefined;
  published?: Boolean_Comparison_Exp | null | undefined;
  published_at?: Timestamptz_Comparison_Exp | null | undefined;
  published_at_before_hidden?: Timestamptz_Comparison_Exp | null | undefined;
  read_time?: Int_Comparison_Exp | null | undefined;
  search_text?: String_Comparison_Exp | null | undefined;
  slug?: String_Comparison_Exp | null | undefined;
  tag_names?: String_Array_Comparison_Exp | null | undefined;
  tags?: String_Array_Comparison_Exp | null | undefined;
  title?: String_Comparison_Exp | null | undefined;
  translation_of?: Blog_Posts_Bool_Exp | null | undefined;
  translation_of_id?: Uuid_Comparison_Exp | null | undefined;
  translations?: Blog_Posts_Bool_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  views_count?: Int_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "blog_posts" */
export type Blog_Posts_Constraint =
  | 'blog_posts_pkey'
  | 'blog_posts_slug_key';

/** input type for inserting data into table "blog_posts" */
export type Blog_Posts_Insert_Input = {
  author?: User_Profiles_Obj_Rel_Insert_Input | null | undefined;
  author_id?: string | null | undefined;
  category?: Categories_Obj_Rel_Insert_Input | null | undefined;
  category_id?: string | null | undefined;
  content?: string | null | undefined;
  created_at?: string | null | undefined;
  excerpt?: string | null | undefined;
  featured?: boolean | null | undefined;
  hidden?: boolean | null | undefined;
  id?: string | null | undefined;
  image_url?: string | null | undefined;
  language?: string | null | undefined;
  published?: boolean | null | undefined;
  published_at?: string | null | undefined;
  published_at_before_hidden?: string | null | undefined;
  read_time?: number | null | undefined;
  slug?: string | null | undefined;
  tag_names?: Array<string> | null | undefined;
  tags?: Array<string> | null | undefined;
  title?: string | null | undefined;
  translation_of?: Blog_Posts_Obj_Rel_Insert_Input | null | undefined;
  translation_of_id?: string | null | undefined;
  translations?: Blog_Posts_Arr_Rel_Insert_Input | null | undefined;
  updated_at?: string | null | undefined;
  views_count?: number | null | undefined;
};

export type Blog_Posts_Max_Order_By = {
  author_id?: Order_By | null | undefined;
  category_id?: Order_By | null | undefined;
  content?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  excerpt?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  image_url?: Order_By | null | undefined;
  language?: Order_By | null | undefined;
  published_at?: Order_By | null | undefined;
  published_at_before_hidden?: Order_By | null | undefined;
  read_time?: Order_By | null | undefined;
  search_text?: Order_By | null | undefined;
  slug?: Order_By | null | undefined;
  title?: Order_By | null | undefined;
  translation_of_id?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  views_count?: Order_By | null | undefined;
};

export type Blog_Posts_Min_Order_By = {
  author_id?: Order_By | null | undefined;
  category_id?: Order_By | null | undefined;
  content?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  excerpt?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  image_url?: Order_By | null | undefined;
  language?: Order_By | null | undefined;
  published_at?: Order_By | null | undefined;
  published_at_before_hidden?: Order_By | null | undefined;
  read_time?: Order_By | null | undefined;
  search_text?: Order_By | null | undefined;
  slug?: Order_By | null | undefined;
  title?: Order_By | null | undefined;
  translation_of_id?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  views_count?: Order_By | null | undefined;
};

/** input type for inserting object relation for remote table "blog_posts" */
export type Blog_Posts_Obj_Rel_Insert_Input = {
  data: Blog_Posts_Insert_Input;
  /** upsert condition */
  on_conflict?: Blog_Posts_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "blog_posts" */
export type Blog_Posts_On_Conflict = {
  constraint: Blog_Posts_Constraint;
  update_columns?: Array<Blog_Posts_Update_Column>;
  where?: Blog_Posts_Bool_Exp | null | undefined;
};

/** input type for updating data in table "blog_posts" */
export type Blog_Posts_Set_Input = {
  author_id?: string | null | undefined;
  category_id?: string | null | undefined;
  content?: string | null | undefined;
  created_at?: string | null | undefined;
  excerpt?: string | null | undefined;
  featured?: boolean | null | undefined;
  hidden?: boolean | null | undefined;
  id?: string | null | undefined;
  image_url?: string | null | undefined;
  language?: string | null | undefined;
  published?: boolean | null | undefined;
  published_at?: string | null | undefined;
  published_at_before_hidden?: string | null | undefined;
  read_time?: number | null | undefined;
  slug?: string | null | undefined;
  tag_names?: Array<string> | null | undefined;
  tags?: Array<string> | null | undefined;
  title?: string | null | undefined;
  translation_of_id?: string | null | undefined;
  updated_at?: string | null | undefined;
  views_count?: number | null | undefined;
};

export type Blog_Posts_Stddev_Order_By = {
  read_time?: Order_By | null | undefined;
  views_count?: Order_By | null | undefined;
};

export type Blog_Posts_Stddev_Pop_Order_By = {
  read_time?: Order_By | null | undefined;
  views_count?: Order_By | null | undefined;
};

export type Blog_Posts_Stddev_Samp_Order_By = {
  read_time?: Order_By | null | undefined;
  views_count?: Order_By | null | undefined;
};

export type Blog_Posts_Sum_Order_By = {
  read_time?: Order_By | null | undefined;
  views_count?: Order_By | null | undefined;
};

/** update columns of table "blog_posts" */
export type Blog_Posts_Update_Column =
  | 'author_id'
  | 'category_id'
  | 'content'
  | 'created_at'
  | 'excerpt'
  | 'featured'
  | 'hidden'
  | 'id'
  | 'image_url'
  | 'language'
  | 'published'
  | 'published_at'
  | 'published_at_before_hidden'
  | 'read_time'
  | 'slug'
  | 'tag_names'
  | 'tags'
  | 'title'
  | 'translation_of_id'
  | 'updated_at'
  | 'views_count';

export type Blog_Posts_Var_Pop_Order_By = {
  read_time?: Order_By | null | undefined;
  views_count?: Order_By | null | undefined;
};

export type Blog_Posts_Var_Samp_Order_By = {
  read_time?: Order_By | null | undefined;
  views_count?: Order_By | null | undefined;
};

export type Blog_Posts_Variance_Order_By = {
  read_time?: Order_By | null | undefined;
  views_count?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "bookmarks". All fields are combined with a logical 'AND'. */
export type Bookmarks_Bool_Exp = {
  _and?: Array<Bookmarks_Bool_Exp> | null | undefined;
  _not?: Bookmarks_Bool_Exp | null | undefined;
  _or?: Array<Bookmarks_Bool_Exp> | null | undefined;
  article?: Articles_Bool_Exp | null | undefined;
  article_id?: Uuid_Comparison_Exp | null | undefined;
  blog_post?: Blog_Posts_Bool_Exp | null | undefined;
  blog_post_id?: Uuid_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  discussion?: Discussions_Bool_Exp | null | undefined;
  discussion_id?: Uuid_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  news_article?: News_Articles_Bool_Exp | null | undefined;
  news_article_id?: Uuid_Comparison_Exp | null | undefined;
  user_id?: Uuid_Comparison_Exp | null | undefined;
};

/** input type for inserting data into table "bookmarks" */
export type Bookmarks_Insert_Input = {
  article?: Articles_Obj_Rel_Insert_Input | null | undefined;
  article_id?: string | null | undefined;
  blog_post?: Blog_Posts_Obj_Rel_Insert_Input | null | undefined;
  blog_post_id?: string | null | undefined;
  created_at?: string | null | undefined;
  discussion?: Discussions_Obj_Rel_Insert_Input | null | undefined;
  discussion_id?: string | null | undefined;
  id?: string | null | undefined;
  news_article?: News_Articles_Obj_Rel_Insert_Input | null | undefined;
  news_article_id?: string | null | undefined;
  user_id?: string | null | undefined;
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

/** unique or primary key constraints on table "categories" */
export type Categories_Constraint =
  | 'categories_pkey'
  | 'categories_slug_key';

/** input type for inserting data into table "categories" */
export type Categories_Insert_Input = {
  articles?: Articles_Arr_Rel_Insert_Input | null | undefined;
  blog_posts?: Blog_Posts_Arr_Rel_Insert_Input | null | undefined;
  created_at?: string | null | undefined;
  description?: string | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  name_zh?: string | null | undefined;
  scope?: string | null | undefined;
  slug?: string | null | undefined;
  updated_at?: string | null | undefined;
};

/** input type for inserting object relation for remote table "categories" */
export type Categories_Obj_Rel_Insert_Input = {
  data: Categories_Insert_Input;
  /** upsert condition */
  on_conflict?: Categories_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "categories" */
export type Categories_On_Conflict = {
  constraint: Categories_Constraint;
  update_columns?: Array<Categories_Update_Column>;
  where?: Categories_Bool_Exp | null | undefined;
};

/** input type for updating data in table "categories" */
export type Categories_Set_Input = {
  created_at?: string | null | undefined;
  description?: string | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  name_zh?: string | null | undefined;
  scope?: string | null | undefined;
  slug?: string | null | undefined;
  updated_at?: string | null | undefined;
};

/** update columns of table "categories" */
export type Categories_Update_Column =
  | 'created_at'
  | 'description'
  | 'id'
  | 'name'
  | 'name_zh'
  | 'scope'
  | 'slug'
  | 'updated_at';

/** Boolean expression to compare columns of type "citext". All fields are combined with logical 'AND'. */
export type Citext_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  /** does the column match the given case-insensitive pattern */
  _ilike?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  /** does the column match the given POSIX regular expression, case insensitive */
  _iregex?: string | null | undefined;
  _is_null?: boolean | null | undefined;
  /** does the column match the given pattern */
  _like?: string | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  /** does the column NOT match the given case-insensitive pattern */
  _nilike?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
  /** does the column NOT match the given POSIX regular expression, case insensitive */
  _niregex?: string | null | undefined;
  /** does the column NOT match the given pattern */
  _nlike?: string | null | undefined;
  /** does the column NOT match the given POSIX regular expression, case sensitive */
  _nregex?: string | null | undefined;
  /** does the column NOT match the given SQL regular expression */
  _nsimilar?: string | null | undefined;
  /** does the column match the given POSIX regular expression, case sensitive */
  _regex?: string | null | undefined;
  /** does the column match the given SQL regular expression */
  _similar?: string | null | undefined;
};

/** order by aggregate values of table "content_reports" */
export type Content_Reports_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: Content_Reports_Max_Order_By | null | undefined;
  min?: Content_Reports_Min_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "content_reports" */
export type Content_Reports_Arr_Rel_Insert_Input = {
  data: Array<Content_Reports_Insert_Input>;
  /** upsert condition */
  on_conflict?: Content_Reports_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "content_reports". All fields are combined with a logical 'AND'. */
export type Content_Reports_Bool_Exp = {
  _and?: Array<Content_Reports_Bool_Exp> | null | undefined;
  _not?: Content_Reports_Bool_Exp | null | undefined;
  _or?: Array<Content_Reports_Bool_Exp> | null | undefined;
  blog_post?: Blog_Posts_Bool_Exp | null | undefined;
  blog_post_id?: Uuid_Comparison_Exp | null | undefined;
  comment?: Discussion_Comments_Bool_Exp | null | undefined;
  comment_id?: Uuid_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  discussion?: Discussions_Bool_Exp | null | undefined;
  discussion_id?: Uuid_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  reason?: String_Comparison_Exp | null | undefined;
  reporter?: User_Profiles_Bool_Exp | null | undefined;
  reporter_id?: Uuid_Comparison_Exp | null | undefined;
  resolved?: Boolean_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "content_reports" */
export type Content_Reports_Constraint =
  | 'content_reports_blog_post_once'
  | 'content_reports_comment_once'
  | 'content_reports_discussion_once'
  | 'content_reports_pkey';

/** input type for inserting data into table "content_reports" */
export type Content_Reports_Insert_Input = {
  blog_post?: Blog_Posts_Obj_Rel_Insert_Input | null | undefined;
  blog_post_id?: string | null | undefined;
  comment?: Discussion_Comments_Obj_Rel_Insert_Input | null | undefined;
  comment_id?: string | null | undefined;
  created_at?: string | null | undefined;
  discussion?: Discussions_Obj_Rel_Insert_Input | null | undefined;
  discussion_id?: string | null | undefined;
  id?: string | null | undefined;
  reason?: string | null | undefined;
  reporter?: User_Profiles_Obj_Rel_Insert_Input | null | undefined;
  reporter_id?: string | null | undefined;
  resolved?: boolean | null | undefined;
};

export type Content_Reports_Max_Order_By = {
  blog_post_id?: Order_By | null | undefined;
  comment_id?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  discussion_id?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  reason?: Order_By | null | undefined;
  reporter_id?: Order_By | null | undefined;
};

export type Content_Reports_Min_Order_By = {
  blog_post_id?: Order_By | null | undefined;
  comment_id?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  discussion_id?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  reason?: Order_By | null | undefined;
  reporter_id?: Order_By | null | undefined;
};

/** on_conflict condition type for table "content_reports" */
export type Content_Reports_On_Conflict = {
  constraint: Content_Reports_Constraint;
  update_columns?: Array<Content_Reports_Update_Column>;
  where?: Content_Reports_Bool_Exp | null | undefined;
};

/** update columns of table "content_reports" */
export type Content_Reports_Update_Column =
  | 'blog_post_id'
  | 'comment_id'
  | 'created_at'
  | 'discussion_id'
  | 'id'
  | 'reason'
  | 'reporter_id'
  | 'resolved';

/** input type for inserting array relation for remote table "discussion_comment_likes" */
export type Discussion_Comment_Likes_Arr_Rel_Insert_Input = {
  data: Array<Discussion_Comment_Likes_Insert_Input>;
  /** upsert condition */
  on_conflict?: Discussion_Comment_Likes_On_Conflict | null | undefined;
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

/** unique or primary key constraints on table "discussion_comment_likes" */
export type Discussion_Comment_Likes_Constraint =
  | 'discussion_comment_likes_pkey';

/** input type for inserting data into table "discussion_comment_likes" */
export type Discussion_Comment_Likes_Insert_Input = {
  comment?: Discussion_Comments_Obj_Rel_Insert_Input | null | undefined;
  comment_id?: string | null | undefined;
  created_at?: string | null | undefined;
  user_id?: string | null | undefined;
};

/** on_conflict condition type for table "discussion_comment_likes" */
export type Discussion_Comment_Likes_On_Conflict = {
  constraint: Discussion_Comment_Likes_Constraint;
  update_columns?: Array<Discussion_Comment_Likes_Update_Column>;
  where?: Discussion_Comment_Likes_Bool_Exp | null | undefined;
};

/** update columns of table "discussion_comment_likes" */
export type Discussion_Comment_Likes_Update_Column =
  | 'comment_id'
  | 'created_at'
  | 'user_id';

/** order by aggregate values of table "discussion_comments" */
export type Discussion_Comments_Aggregate_Order_By = {
  avg?: Discussion_Comments_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Discussion_Comments_Max_Order_By | null | undefined;
  min?: Discussion_Comments_Min_Order_By | null | undefined;
  stddev?: Discussion_Comments_Stddev_Order_By | null | undefined;
  stddev_pop?: Discussion_Comments_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Discussion_Comments_Stddev_Samp_Order_By | null | undefined;
  sum?: Discussion_Comments_Sum_Order_By | null | undefined;
  var_pop?: Discussion_Comments_Var_Pop_Order_By | null | undefined;
  var_samp?: Discussion_Comments_Var_Samp_Order_By | null | undefined;
  variance?: Discussion_Comments_Variance_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "discussion_comments" */
export type Discussion_Comments_Arr_Rel_Insert_Input = {
  data: Array<Discussion_Comments_Insert_Input>;
  /** upsert condition */
  on_conflict?: Discussion_Comments_On_Conflict | null | undefined;
};

export type Discussion_Comments_Avg_Order_By = {
  likes?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "discussion_comments". All fields are combined with a logical 'AND'. */
export type Discussion_Comments_Bool_Exp = {
  _and?: Array<Discussion_Comments_Bool_Exp> | null | undefined;
  _not?: Discussion_Comments_Bool_Exp | null | undefined;
  _or?: Array<Discussion_Comments_Bool_Exp> | null | undefined;
  article?: Articles_Bool_Exp | null | undefined;
  article_id?: Uuid_Comparison_Exp | null | undefined;
  author?: User_Profiles_Bool_Exp | null | undefined;
  author_id?: Uuid_Comparison_Exp | null | undefined;
  blog_post?: Blog_Posts_Bool_Exp | null | undefined;
  blog_post_id?: Uuid_Comparison_Exp | null | undefined;
  content?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  discussion?: Discussions_Bool_Exp | null | undefined;
  discussion_comment_likes?: Discussion_Comment_Likes_Bool_Exp | null | undefined;
  discussion_id?: Uuid_Comparison_Exp | null | undefined;
  hidden?: Boolean_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  likes?: Int_Comparison_Exp | null | undefined;
  parent?: Discussion_Comments_Bool_Exp | null | undefined;
  parent_id?: Uuid_Comparison_Exp | null | undefined;
  replies?: Discussion_Comments_Bool_Exp | null | undefined;
  reports?: Content_Reports_Bool_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "discussion_comments" */
export type Discussion_Comments_Constraint =
  | 'discussion_comments_pkey';

/** input type for inserting data into table "discussion_comments" */
export type Discussion_Comments_Insert_Input = {
  article?: Articles_Obj_Rel_Insert_Input | null | undefined;
  article_id?: string | null | undefined;
  author?: User_Profiles_Obj_Rel_Insert_Input | null | undefined;
  author_id?: string | null | undefined;
  blog_post?: Blog_Posts_Obj_Rel_Insert_Input | null | undefined;
  blog_post_id?: string | null | undefined;
  content?: string | null | undefined;
  created_at?: string | null | undefined;
  discussion?: Discussions_Obj_Rel_Insert_Input | null | undefined;
  discussion_comment_likes?: Discussion_Comment_Likes_Arr_Rel_Insert_Input | null | undefined;
  discussion_id?: string | null | undefined;
  hidden?: boolean | null | undefined;
  id?: string | null | undefined;
  likes?: number | null | undefined;
  parent?: Discussion_Comments_Obj_Rel_Insert_Input | null | undefined;
  parent_id?: string | null | undefined;
  replies?: Discussion_Comments_Arr_Rel_Insert_Input | null | undefined;
  reports?: Content_Reports_Arr_Rel_Insert_Input | null | undefined;
  updated_at?: string | null | undefined;
};

export type Discussion_Comments_Max_Order_By = {
  article_id?: Order_By | null | undefined;
  author_id?: Order_By | null | undefined;
  blog_post_id?: Order_By | null | undefined;
  content?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  discussion_id?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  likes?: Order_By | null | undefined;
  parent_id?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

export type Discussion_Comments_Min_Order_By = {
  article_id?: Order_By | null | undefined;
  author_id?: Order_By | null | undefined;
  blog_post_id?: Order_By | null | undefined;
  content?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  discussion_id?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  likes?: Order_By | null | undefined;
  parent_id?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

/** input type for inserting object relation for remote table "discussion_comments" */
export type Discussion_Comments_Obj_Rel_Insert_Input = {
  data: Discussion_Comments_Insert_Input;
  /** upsert condition */
  on_conflict?: Discussion_Comments_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "discussion_comments" */
export type Discussion_Comments_On_Conflict = {
  constraint: Discussion_Comments_Constraint;
  update_columns?: Array<Discussion_Comments_Update_Column>;
  where?: Discussion_Comments_Bool_Exp | null | undefined;
};

export type Discussion_Comments_Stddev_Order_By = {
  likes?: Order_By | null | undefined;
};

export type Discussion_Comments_Stddev_Pop_Order_By = {
  likes?: Order_By | null | undefined;
};

export type Discussion_Comments_Stddev_Samp_Order_By = {
  likes?: Order_By | null | undefined;
};

export type Discussion_Comments_Sum_Order_By = {
  likes?: Order_By | null | undefined;
};

/** update columns of table "discussion_comments" */
export type Discussion_Comments_Update_Column =
  | 'article_id'
  | 'author_id'
  | 'blog_post_id'
  | 'content'
  | 'created_at'
  | 'discussion_id'
  | 'hidden'
  | 'id'
  | 'likes'
  | 'parent_id'
  | 'updated_at';

export type Discussion_Comments_Var_Pop_Order_By = {
  likes?: Order_By | null | undefined;
};

export type Discussion_Comments_Var_Samp_Order_By = {
  likes?: Order_By | null | undefined;
};

export type Discussion_Comments_Variance_Order_By = {
  likes?: Order_By | null | undefined;
};

/** order by aggregate values of table "discussion_likes" */
export type Discussion_Likes_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: Discussion_Likes_Max_Order_By | null | undefined;
  min?: Discussion_Likes_Min_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "discussion_likes" */
export type Discussion_Likes_Arr_Rel_Insert_Input = {
  data: Array<Discussion_Likes_Insert_Input>;
  /** upsert condition */
  on_conflict?: Discussion_Likes_On_Conflict | null | undefined;
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

/** unique or primary key constraints on table "discussion_likes" */
export type Discussion_Likes_Constraint =
  | 'discussion_likes_pkey';

/** input type for inserting data into table "discussion_likes" */
export type Discussion_Likes_Insert_Input = {
  created_at?: string | null | undefined;
  discussion?: Discussions_Obj_Rel_Insert_Input | null | undefined;
  discussion_id?: string | null | undefined;
  user_id?: string | null | undefined;
};

export type Discussion_Likes_Max_Order_By = {
  created_at?: Order_By | null | undefined;
  discussion_id?: Order_By | null | undefined;
  user_id?: Order_By | null | undefined;
};

export type Discussion_Likes_Min_Order_By = {
  created_at?: Order_By | null | undefined;
  discussion_id?: Order_By | null | undefined;
  user_id?: Order_By | null | undefined;
};

/** on_conflict condition type for table "discussion_likes" */
export type Discussion_Likes_On_Conflict = {
  constraint: Discussion_Likes_Constraint;
  update_columns?: Array<Discussion_Likes_Update_Column>;
  where?: Discussion_Likes_Bool_Exp | null | undefined;
};

/** update columns of table "discussion_likes" */
export type Discussion_Likes_Update_Column =
  | 'created_at'
  | 'discussion_id'
  | 'user_id';

/** order by aggregate values of table "discussions" */
export type Discussions_Aggregate_Order_By = {
  avg?: Discussions_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Discussions_Max_Order_By | null | undefined;
  min?: Discussions_Min_Order_By | null | undefined;
  stddev?: Discussions_Stddev_Order_By | null | undefined;
  stddev_pop?: Discussions_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Discussions_Stddev_Samp_Order_By | null | undefined;
  sum?: Discussions_Sum_Order_By | null | undefined;
  var_pop?: Discussions_Var_Pop_Order_By | null | undefined;
  var_samp?: Discussions_Var_Samp_Order_By | null | undefined;
  variance?: Discussions_Variance_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "discussions" */
export type Discussions_Arr_Rel_Insert_Input = {
  data: Array<Discussions_Insert_Input>;
  /** upsert condition */
  on_conflict?: Discussions_On_Conflict | null | undefined;
};

export type Discussions_Avg_Order_By = {
  comments_count?: Order_By | null | undefined;
  likes?: Order_By | null | undefined;
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
  hidden?: Boolean_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  language?: String_Comparison_Exp | null | undefined;
  likes?: Int_Comparison_Exp | null | undefined;
  popular_key?: String_Comparison_Exp | null | undefined;
  reports?: Content_Reports_Bool_Exp | null | undefined;
  search_text?: String_Comparison_Exp | null | undefined;
  title?: String_Comparison_Exp | null | undefined;
  topic?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "discussions" */
export type Discussions_Constraint =
  | 'discussions_pkey';

/** input type for inserting data into table "discussions" */
export type Discussions_Insert_Input = {
  author?: User_Profiles_Obj_Rel_Insert_Input | null | undefined;
  author_id?: string | null | undefined;
  comments?: Discussion_Comments_Arr_Rel_Insert_Input | null | undefined;
  comments_count?: number | null | undefined;
  content?: string | null | undefined;
  created_at?: string | null | undefined;
  discussion_likes?: Discussion_Likes_Arr_Rel_Insert_Input | null | undefined;
  hidden?: boolean | null | undefined;
  id?: string | null | undefined;
  language?: string | null | undefined;
  likes?: number | null | undefined;
  reports?: Content_Reports_Arr_Rel_Insert_Input | null | undefined;
  title?: string | null | undefined;
  topic?: string | null | undefined;
  updated_at?: string | null | undefined;
};

export type Discussions_Max_Order_By = {
  author_id?: Order_By | null | undefined;
  comments_count?: Order_By | null | undefined;
  content?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  language?: Order_By | null | undefined;
  likes?: Order_By | null | undefined;
  popular_key?: Order_By | null | undefined;
  search_text?: Order_By | null | undefined;
  title?: Order_By | null | undefined;
  topic?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

export type Discussions_Min_Order_By = {
  author_id?: Order_By | null | undefined;
  comments_count?: Order_By | null | undefined;
  content?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  language?: Order_By | null | undefined;
  likes?: Order_By | null | undefined;
  popular_key?: Order_By | null | undefined;
  search_text?: Order_By | null | undefined;
  title?: Order_By | null | undefined;
  topic?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

/** input type for inserting object relation for remote table "discussions" */
export type Discussions_Obj_Rel_Insert_Input = {
  data: Discussions_Insert_Input;
  /** upsert condition */
  on_conflict?: Discussions_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "discussions" */
export type Discussions_On_Conflict = {
  constraint: Discussions_Constraint;
  update_columns?: Array<Discussions_Update_Column>;
  where?: Discussions_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "discussions". */
export type Discussions_Order_By = {
  author?: User_Profiles_Order_By | null | undefined;
  author_id?: Order_By | null | undefined;
  comments_aggregate?: Discussion_Comments_Aggregate_Order_By | null | undefined;
  comments_count?: Order_By | null | undefined;
  content?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  discussion_likes_aggregate?: Discussion_Likes_Aggregate_Order_By | null | undefined;
  hidden?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  language?: Order_By | null | undefined;
  likes?: Order_By | null | undefined;
  popular_key?: Order_By | null | undefined;
  reports_aggregate?: Content_Reports_Aggregate_Order_By | null | undefined;
  search_text?: Order_By | null | undefined;
  title?: Order_By | null | undefined;
  topic?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

export type Discussions_Stddev_Order_By = {
  comments_count?: Order_By | null | undefined;
  likes?: Order_By | null | undefined;
};

export type Discussions_Stddev_Pop_Order_By = {
  comments_count?: Order_By | null | undefined;
  likes?: Order_By | null | undefined;
};

export type Discussions_Stddev_Samp_Order_By = {
  comments_count?: Order_By | null | undefined;
  likes?: Order_By | null | undefined;
};

export type Discussions_Sum_Order_By = {
  comments_count?: Order_By | null | undefined;
  likes?: Order_By | null | undefined;
};

/** update columns of table "discussions" */
export type Discussions_Update_Column =
  | 'author_id'
  | 'comments_count'
  | 'content'
  | 'created_at'
  | 'hidden'
  | 'id'
  | 'language'
  | 'likes'
  | 'title'
  | 'topic'
  | 'updated_at';

export type Discussions_Var_Pop_Order_By = {
  comments_count?: Order_By | null | undefined;
  likes?: Order_By | null | undefined;
};

export type Discussions_Var_Samp_Order_By = {
  comments_count?: Order_By | null | undefined;
  likes?: Order_By | null | undefined;
};

export type Discussions_Variance_Order_By = {
  comments_count?: Order_By | null | undefined;
  likes?: Order_By | null | undefined;
};

export type Event_Statuses_Enum =
  /** Called off */
  | 'cancelled'
  /** Over */
  | 'completed'
  /** Taking place now */
  | 'ongoing'
  /** Announced and not started yet */
  | 'upcoming';

/** Boolean expression to compare columns of type "event_statuses_enum". All fields are combined with logical 'AND'. */
export type Event_Statuses_Enum_Comparison_Exp = {
  _eq?: Event_Statuses_Enum | null | undefined;
  _in?: Array<Event_Statuses_Enum> | null | undefined;
  _is_null?: boolean | null | undefined;
  _neq?: Event_Statuses_Enum | null | undefined;
  _nin?: Array<Event_Statuses_Enum> | null | undefined;
};

/** input type for inserting array relation for remote table "events" */
export type Events_Arr_Rel_Insert_Input = {
  data: Array<Events_Insert_Input>;
  /** upsert condition */
  on_conflict?: Events_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "events". All fields are combined with a logical 'AND'. */
export type Events_Bool_Exp = {
  _and?: Array<Events_Bool_Exp> | null | undefined;
  _not?: Events_Bool_Exp | null | undefined;
  _or?: Array<Events_Bool_Exp> | null | undefined;
  category?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  currency?: String_Comparison_Exp | null | undefined;
  current_attendees?: Int_Comparison_Exp | null | undefined;
  description?: String_Comparison_Exp | null | undefined;
  end_date?: Timestamptz_Comparison_Exp | null | undefined;
  featured?: Boolean_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  image_url?: String_Comparison_Exp | null | undefined;
  is_free?: Boolean_Comparison_Exp | null | undefined;
  is_online?: Boolean_Comparison_Exp | null | undefined;
  is_upcoming?: Boolean_Comparison_Exp | null | undefined;
  language?: String_Comparison_Exp | null | undefined;
  location_url?: String_Comparison_Exp | null | undefined;
  max_attendees?: Int_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  organizer_email?: String_Comparison_Exp | null | undefined;
  organizer_name?: String_Comparison_Exp | null | undefined;
  price?: Numeric_Comparison_Exp | null | undefined;
  published?: Boolean_Comparison_Exp | null | undefined;
  registration_url?: String_Comparison_Exp | null | undefined;
  search_text?: String_Comparison_Exp | null | undefined;
  slug?: String_Comparison_Exp | null | undefined;
  start_date?: Timestamptz_Comparison_Exp | null | undefined;
  status?: Event_Statuses_Enum_Comparison_Exp | null | undefined;
  time_zone?: String_Comparison_Exp | null | undefined;
  translation_of?: Events_Bool_Exp | null | undefined;
  translation_of_id?: Uuid_Comparison_Exp | null | undefined;
  translations?: Events_Bool_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "events" */
export type Events_Constraint =
  | 'events_pkey'
  | 'events_slug_key';

/** input type for inserting data into table "events" */
export type Events_Insert_Input = {
  category?: string | null | undefined;
  created_at?: string | null | undefined;
  currency?: string | null | undefined;
  current_attendees?: number | null | undefined;
  description?: string | null | undefined;
  end_date?: string | null | undefined;
  featured?: boolean | null | undefined;
  id?: string | null | undefined;
  image_url?: string | null | undefined;
  is_free?: boolean | null | undefined;
  is_online?: boolean | null | undefined;
  language?: string | null | undefined;
  location_url?: string | null | undefined;
  max_attendees?: number | null | undefined;
  name?: string | null | undefined;
  organizer_email?: string | null | undefined;
  organizer_name?: string | null | undefined;
  price?: string | null | undefined;
  published?: boolean | null | undefined;
  registration_url?: string | null | undefined;
  slug?: string | null | undefined;
  start_date?: string | null | undefined;
  status?: Event_Statuses_Enum | null | undefined;
  time_zone?: string | null | undefined;
  translation_of?: Events_Obj_Rel_Insert_Input | null | undefined;
  translation_of_id?: string | null | undefined;
  translations?: Events_Arr_Rel_Insert_Input | null | undefined;
  updated_at?: string | null | undefined;
};

/** input type for inserting object relation for remote table "events" */
export type Events_Obj_Rel_Insert_Input = {
  data: Events_Insert_Input;
  /** upsert condition */
  on_conflict?: Events_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "events" */
export type Events_On_Conflict = {
  constraint: Events_Constraint;
  update_columns?: Array<Events_Update_Column>;
  where?: Events_Bool_Exp | null | undefined;
};

/** input type for updating data in table "events" */
export type Events_Set_Input = {
  category?: string | null | undefined;
  created_at?: string | null | undefined;
  currency?: string | null | undefined;
  current_attendees?: number | null | undefined;
  description?: string | null | undefined;
  end_date?: string | null | undefined;
  featured?: boolean | null | undefined;
  id?: string | null | undefined;
  image_url?: string | null | undefined;
  is_free?: boolean | null | undefined;
  is_online?: boolean | null | undefined;
  language?: string | null | undefined;
  location_url?: string | null | undefined;
  max_attendees?: number | null | undefined;
  name?: string | null | undefined;
  organizer_email?: string | null | undefined;
  organizer_name?: string | null | undefined;
  price?: string | null | undefined;
  published?: boolean | null | undefined;
  registration_url?: string | null | undefined;
  slug?: string | null | undefined;
  start_date?: string | null | undefined;
  status?: Event_Statuses_Enum | null | undefined;
  time_zone?: string | null | undefined;
  translation_of_id?: string | null | undefined;
  updated_at?: string | null | undefined;
};

/** update columns of table "events" */
export type Events_Update_Column =
  | 'category'
  | 'created_at'
  | 'currency'
  | 'current_attendees'
  | 'description'
  | 'end_date'
  | 'featured'
  | 'id'
  | 'image_url'
  | 'is_free'
  | 'is_online'
  | 'language'
  | 'location_url'
  | 'max_attendees'
  | 'name'
  | 'organizer_email'
  | 'organizer_name'
  | 'price'
  | 'published'
  | 'registration_url'
  | 'slug'
  | 'start_date'
  | 'status'
  | 'time_zone'
  | 'translation_of_id'
  | 'updated_at';

/** Boolean expression to filter rows from the table "follows". All fields are combined with a logical 'AND'. */
export type Follows_Bool_Exp = {
  _and?: Array<Follows_Bool_Exp> | null | undefined;
  _not?: Follows_Bool_Exp | null | undefined;
  _or?: Array<Follows_Bool_Exp> | null | undefined;
  author?: Authors_Bool_Exp | null | undefined;
  author_id?: Uuid_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  follower_id?: Uuid_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  member?: User_Profiles_Bool_Exp | null | undefined;
  member_id?: Uuid_Comparison_Exp | null | undefined;
  tag?: String_Comparison_Exp | null | undefined;
};

/** input type for inserting data into table "follows" */
export type Follows_Insert_Input = {
  author?: Authors_Obj_Rel_Insert_Input | null | undefined;
  author_id?: string | null | undefined;
  created_at?: string | null | undefined;
  follower_id?: string | null | undefined;
  id?: string | null | undefined;
  member?: User_Profiles_Obj_Rel_Insert_Input | null | undefined;
  member_id?: string | null | undefined;
  tag?: string | null | undefined;
};

/** order by aggregate values of table "moderation_actions" */
export type Moderation_Actions_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: Moderation_Actions_Max_Order_By | null | undefined;
  min?: Moderation_Actions_Min_Order_By | null | undefined;
};

/** input type for inserting array relation for remote table "moderation_actions" */
export type Moderation_Actions_Arr_Rel_Insert_Input = {
  data: Array<Moderation_Actions_Insert_Input>;
  /** upsert condition */
  on_conflict?: Moderation_Actions_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "moderation_actions". All fields are combined with a logical 'AND'. */
export type Moderation_Actions_Bool_Exp = {
  _and?: Array<Moderation_Actions_Bool_Exp> | null | undefined;
  _not?: Moderation_Actions_Bool_Exp | null | undefined;
  _or?: Array<Moderation_Actions_Bool_Exp> | null | undefined;
  blog_post?: Blog_Posts_Bool_Exp | null | undefined;
  blog_post_id?: Uuid_Comparison_Exp | null | undefined;
  comment?: Discussion_Comments_Bool_Exp | null | undefined;
  comment_id?: Uuid_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  discussion?: Discussions_Bool_Exp | null | undefined;
  discussion_id?: Uuid_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  kind?: String_Comparison_Exp | null | undefined;
  member?: User_Profiles_Bool_Exp | null | undefined;
  member_id?: Uuid_Comparison_Exp | null | undefined;
  moderator?: User_Profiles_Bool_Exp | null | undefined;
  moderator_id?: Uuid_Comparison_Exp | null | undefined;
  note?: String_Comparison_Exp | null | undefined;
  suspended_until?: Timestamptz_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "moderation_actions" */
export type Moderation_Actions_Constraint =
  | 'moderation_actions_pkey';

/** input type for inserting data into table "moderation_actions" */
export type Moderation_Actions_Insert_Input = {
  blog_post?: Blog_Posts_Obj_Rel_Insert_Input | null | undefined;
  blog_post_id?: string | null | undefined;
  comment?: Discussion_Comments_Obj_Rel_Insert_Input | null | undefined;
  comment_id?: string | null | undefined;
  created_at?: string | null | undefined;
  discussion?: Discussions_Obj_Rel_Insert_Input | null | undefined;
  discussion_id?: string | null | undefined;
  id?: string | null | undefined;
  kind?: string | null | undefined;
  member?: User_Profiles_Obj_Rel_Insert_Input | null | undefined;
  member_id?: string | null | undefined;
  moderator?: User_Profiles_Obj_Rel_Insert_Input | null | undefined;
  moderator_id?: string | null | undefined;
  note?: string | null | undefined;
  suspended_until?: string | null | undefined;
};

export type Moderation_Actions_Max_Order_By = {
  blog_post_id?: Order_By | null | undefined;
  comment_id?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  discussion_id?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  kind?: Order_By | null | undefined;
  member_id?: Order_By | null | undefined;
  moderator_id?: Order_By | null | undefined;
  note?: Order_By | null | undefined;
  suspended_until?: Order_By | null | undefined;
};

export type Moderation_Actions_Min_Order_By = {
  blog_post_id?: Order_By | null | undefined;
  comment_id?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  discussion_id?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  kind?: Order_By | null | undefined;
  member_id?: Order_By | null | undefined;
  moderator_id?: Order_By | null | undefined;
  note?: Order_By | null | undefined;
  suspended_until?: Order_By | null | undefined;
};

/** on_conflict condition type for table "moderation_actions" */
export type Moderation_Actions_On_Conflict = {
  constraint: Moderation_Actions_Constraint;
  update_columns?: Array<Moderation_Actions_Update_Column>;
  where?: Moderation_Actions_Bool_Exp | null | undefined;
};

/** update columns of table "moderation_actions" */
export type Moderation_Actions_Update_Column =
  | 'blog_post_id'
  | 'comment_id'
  | 'created_at'
  | 'discussion_id'
  | 'id'
  | 'kind'
  | 'member_id'
  | 'moderator_id'
  | 'note'
  | 'suspended_until';

/** input type for inserting array relation for remote table "news_articles" */
export type News_Articles_Arr_Rel_Insert_Input = {
  data: Array<News_Articles_Insert_Input>;
  /** upsert condition */
  on_conflict?: News_Articles_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "news_articles". All fields are combined with a logical 'AND'. */
export type News_Articles_Bool_Exp = {
  _and?: Array<News_Articles_Bool_Exp> | null | undefined;
  _not?: News_Articles_Bool_Exp | null | undefined;
  _or?: Array<News_Articles_Bool_Exp> | null | undefined;
  author_name?: String_Comparison_Exp | null | undefined;
  bear_count?: Int_Comparison_Exp | null | undefined;
  bull_count?: Int_Comparison_Exp | null | undefined;
  category?: String_Comparison_Exp | null | undefined;
  change_seq?: Bigint_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  excerpt?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  image_url?: String_Comparison_Exp | null | undefined;
  is_featured?: Boolean_Comparison_Exp | null | undefined;
  is_important?: Boolean_Comparison_Exp | null | undefined;
  is_published?: Boolean_Comparison_Exp | null | undefined;
  language?: String_Comparison_Exp | null | undefined;
  news_category?: News_Categories_Bool_Exp | null | undefined;
  pinned_at?: Timestamptz_Comparison_Exp | null | undefined;
  published_at?: Timestamptz_Comparison_Exp | null | undefined;
  search_text?: String_Comparison_Exp | null | undefined;
  source?: News_Sources_Bool_Exp | null | undefined;
  source_id?: Uuid_Comparison_Exp | null | undefined;
  source_url?: String_Comparison_Exp | null | undefined;
  tickers?: String_Array_Comparison_Exp | null | undefined;
  title?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  views_count?: Int_Comparison_Exp | null | undefined;
  votes?: News_Votes_Bool_Exp | null | undefined;
};

/** unique or primary key constraints on table "news_articles" */
export type News_Articles_Constraint =
  | 'news_articles_pkey'
  | 'news_articles_source_url_key';

/** input type for inserting data into table "news_articles" */
export type News_Articles_Insert_Input = {
  author_name?: string | null | undefined;
  bear_count?: number | null | undefined;
  bull_count?: number | null | undefined;
  category?: string | null | undefined;
  change_seq?: string | null | undefined;
  created_at?: string | null | undefined;
  excerpt?: string | null | undefined;
  id?: string | null | undefined;
  image_url?: string | null | undefined;
  is_featured?: boolean | null | undefined;
  is_important?: boolean | null | undefined;
  is_published?: boolean | null | undefined;
  language?: string | null | undefined;
  news_category?: News_Categories_Obj_Rel_Insert_Input | null | undefined;
  pinned_at?: string | null | undefined;
  published_at?: string | null | undefined;
  source?: News_Sources_Obj_Rel_Insert_Input | null | undefined;
  source_id?: string | null | undefined;
  source_url?: string | null | undefined;
  title?: string | null | undefined;
  updated_at?: string | null | undefined;
  views_count?: number | null | undefined;
  votes?: News_Votes_Arr_Rel_Insert_Input | null | undefined;
};

/** input type for inserting object relation for remote table "news_articles" */
export type News_Articles_Obj_Rel_Insert_Input = {
  data: News_Articles_Insert_Input;
  /** upsert condition */
  on_conflict?: News_Articles_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "news_articles" */
export type News_Articles_On_Conflict = {
  constraint: News_Articles_Constraint;
  update_columns?: Array<News_Articles_Update_Column>;
  where?: News_Articles_Bool_Exp | null | undefined;
};

/** update columns of table "news_articles" */
export type News_Articles_Update_Column =
  | 'author_name'
  | 'bear_count'
  | 'bull_count'
  | 'category'
  | 'change_seq'
  | 'created_at'
  | 'excerpt'
  | 'id'
  | 'image_url'
  | 'is_featured'
  | 'is_important'
  | 'is_published'
  | 'language'
  | 'pinned_at'
  | 'published_at'
  | 'source_id'
  | 'source_url'
  | 'title'
  | 'updated_at'
  | 'views_count';

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

/** unique or primary key constraints on table "news_categories" */
export type News_Categories_Constraint =
  | 'news_categories_pkey';

/** input type for inserting data into table "news_categories" */
export type News_Categories_Insert_Input = {
  color?: string | null | undefined;
  created_at?: string | null | undefined;
  is_active?: boolean | null | undefined;
  name?: string | null | undefined;
  name_zh?: string | null | undefined;
  news_articles?: News_Articles_Arr_Rel_Insert_Input | null | undefined;
  slug?: string | null | undefined;
  sort_order?: number | null | undefined;
};

/** input type for inserting object relation for remote table "news_categories" */
export type News_Categories_Obj_Rel_Insert_Input = {
  data: News_Categories_Insert_Input;
  /** upsert condition */
  on_conflict?: News_Categories_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "news_categories" */
export type News_Categories_On_Conflict = {
  constraint: News_Categories_Constraint;
  update_columns?: Array<News_Categories_Update_Column>;
  where?: News_Categories_Bool_Exp | null | undefined;
};

/** update columns of table "news_categories" */
export type News_Categories_Update_Column =
  | 'color'
  | 'created_at'
  | 'is_active'
  | 'name'
  | 'name_zh'
  | 'slug'
  | 'sort_order';

/** input type for inserting array relation for remote table "news_fetch_logs" */
export type News_Fetch_Logs_Arr_Rel_Insert_Input = {
  data: Array<News_Fetch_Logs_Insert_Input>;
  /** upsert condition */
  on_conflict?: News_Fetch_Logs_On_Conflict | null | undefined;
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

/** unique or primary key constraints on table "news_fetch_logs" */
export type News_Fetch_Logs_Constraint =
  | 'news_fetch_logs_pkey';

/** input type for inserting data into table "news_fetch_logs" */
export type News_Fetch_Logs_Insert_Input = {
  created_at?: string | null | undefined;
  duration_ms?: number | null | undefined;
  error_message?: string | null | undefined;
  id?: string | null | undefined;
  items_added?: number | null | undefined;
  items_found?: number | null | undefined;
  source?: News_Sources_Obj_Rel_Insert_Input | null | undefined;
  source_id?: string | null | undefined;
  status?: string | null | undefined;
};

/** on_conflict condition type for table "news_fetch_logs" */
export type News_Fetch_Logs_On_Conflict = {
  constraint: News_Fetch_Logs_Constraint;
  update_columns?: Array<News_Fetch_Logs_Update_Column>;
  where?: News_Fetch_Logs_Bool_Exp | null | undefined;
};

/** update columns of table "news_fetch_logs" */
export type News_Fetch_Logs_Update_Column =
  | 'created_at'
  | 'duration_ms'
  | 'error_message'
  | 'id'
  | 'items_added'
  | 'items_found'
  | 'source_id'
  | 'status';

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

/** unique or primary key constraints on table "news_sources" */
export type News_Sources_Constraint =
  | 'news_sources_feed_url_key'
  | 'news_sources_pkey';

/** input type for inserting data into table "news_sources" */
export type News_Sources_Insert_Input = {
  created_at?: string | null | undefined;
  default_category?: string | null | undefined;
  default_news_category?: News_Categories_Obj_Rel_Insert_Input | null | undefined;
  feed_url?: string | null | undefined;
  fetch_logs?: News_Fetch_Logs_Arr_Rel_Insert_Input | null | undefined;
  id?: string | null | undefined;
  is_active?: boolean | null | undefined;
  language?: string | null | undefined;
  last_fetched_at?: string | null | undefined;
  name?: string | null | undefined;
  news_articles?: News_Articles_Arr_Rel_Insert_Input | null | undefined;
  updated_at?: string | null | undefined;
  url?: string | null | undefined;
};

/** input type for inserting object relation for remote table "news_sources" */
export type News_Sources_Obj_Rel_Insert_Input = {
  data: News_Sources_Insert_Input;
  /** upsert condition */
  on_conflict?: News_Sources_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "news_sources" */
export type News_Sources_On_Conflict = {
  constraint: News_Sources_Constraint;
  update_columns?: Array<News_Sources_Update_Column>;
  where?: News_Sources_Bool_Exp | null | undefined;
};

/** update columns of table "news_sources" */
export type News_Sources_Update_Column =
  | 'created_at'
  | 'default_category'
  | 'feed_url'
  | 'id'
  | 'is_active'
  | 'language'
  | 'last_fetched_at'
  | 'name'
  | 'updated_at'
  | 'url';

/** input type for inserting array relation for remote table "news_votes" */
export type News_Votes_Arr_Rel_Insert_Input = {
  data: Array<News_Votes_Insert_Input>;
  /** upsert condition */
  on_conflict?: News_Votes_On_Conflict | null | undefined;
};

/** Boolean expression to filter rows from the table "news_votes". All fields are combined with a logical 'AND'. */
export type News_Votes_Bool_Exp = {
  _and?: Array<News_Votes_Bool_Exp> | null | undefined;
  _not?: News_Votes_Bool_Exp | null | undefined;
  _or?: Array<News_Votes_Bool_Exp> | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  news?: News_Articles_Bool_Exp | null | undefined;
  news_id?: Uuid_Comparison_Exp | null | undefined;
  side?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  user_id?: Uuid_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "news_votes" */
export type News_Votes_Constraint =
  | 'news_votes_pkey';

/** input type for inserting data into table "news_votes" */
export type News_Votes_Insert_Input = {
  created_at?: string | null | undefined;
  news?: News_Articles_Obj_Rel_Insert_Input | null | undefined;
  news_id?: string | null | undefined;
  side?: string | null | undefined;
  updated_at?: string | null | undefined;
  user_id?: string | null | undefined;
};

/** on_conflict condition type for table "news_votes" */
export type News_Votes_On_Conflict = {
  constraint: News_Votes_Constraint;
  update_columns?: Array<News_Votes_Update_Column>;
  where?: News_Votes_Bool_Exp | null | undefined;
};

/** update columns of table "news_votes" */
export type News_Votes_Update_Column =
  | 'created_at'
  | 'news_id'
  | 'side'
  | 'updated_at'
  | 'user_id';

/** Boolean expression to compare columns of type "numeric". All fields are combined with logical 'AND'. */
export type Numeric_Comparison_Exp = {
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

/** column ordering options */
export type Order_By =
  | 'asc'
  | 'asc_nulls_first'
  | 'asc_nulls_last'
  | 'desc'
  | 'desc_nulls_first'
  | 'desc_nulls_last';

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
  followers_count?: Int_Comparison_Exp | null | undefined;
  following_count?: Int_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  is_admin?: Boolean_Comparison_Exp | null | undefined;
  location?: String_Comparison_Exp | null | undefined;
  moderation_actions?: Moderation_Actions_Bool_Exp | null | undefined;
  reports_filed?: Content_Reports_Bool_Exp | null | undefined;
  suspended_until?: Timestamptz_Comparison_Exp | null | undefined;
  suspension_reason?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  username?: String_Comparison_Exp | null | undefined;
  website?: String_Comparison_Exp | null | undefined;
};

/** unique or primary key constraints on table "user_profiles" */
export type User_Profiles_Constraint =
  | 'user_profiles_pkey';

/** input type for inserting data into table "user_profiles" */
export type User_Profiles_Insert_Input = {
  account?: Auth_Users_Obj_Rel_Insert_Input | null | undefined;
  avatar_url?: string | null | undefined;
  bio?: string | null | undefined;
  blog_posts?: Blog_Posts_Arr_Rel_Insert_Input | null | undefined;
  created_at?: string | null | undefined;
  discussion_comments?: Discussion_Comments_Arr_Rel_Insert_Input | null | undefined;
  discussions?: Discussions_Arr_Rel_Insert_Input | null | undefined;
  display_name?: string | null | undefined;
  id?: string | null | undefined;
  is_admin?: boolean | null | undefined;
  location?: string | null | undefined;
  moderation_actions?: Moderation_Actions_Arr_Rel_Insert_Input | null | undefined;
  reports_filed?: Content_Reports_Arr_Rel_Insert_Input | null | undefined;
  suspended_until?: string | null | undefined;
  suspension_reason?: string | null | undefined;
  updated_at?: string | null | undefined;
  username?: string | null | undefined;
  website?: string | null | undefined;
};

/** input type for inserting object relation for remote table "user_profiles" */
export type User_Profiles_Obj_Rel_Insert_Input = {
  data: User_Profiles_Insert_Input;
  /** upsert condition */
  on_conflict?: User_Profiles_On_Conflict | null | undefined;
};

/** on_conflict condition type for table "user_profiles" */
export type User_Profiles_On_Conflict = {
  constraint: User_Profiles_Constraint;
  update_columns?: Array<User_Profiles_Update_Column>;
  where?: User_Profiles_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "user_profiles". */
export type User_Profiles_Order_By = {
  account?: Auth_Users_Order_By | null | undefined;
  avatar_url?: Order_By | null | undefined;
  bio?: Order_By | null | undefined;
  blog_posts_aggregate?: Blog_Posts_Aggregate_Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  discussion_comments_aggregate?: Discussion_Comments_Aggregate_Order_By | null | undefined;
  discussions_aggregate?: Discussions_Aggregate_Order_By | null | undefined;
  display_name?: Order_By | null | undefined;
  followers_count?: Order_By | null | undefined;
  following_count?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  is_admin?: Order_By | null | undefined;
  location?: Order_By | null | undefined;
  moderation_actions_aggregate?: Moderation_Actions_Aggregate_Order_By | null | undefined;
  reports_filed_aggregate?: Content_Reports_Aggregate_Order_By | null | undefined;
  suspended_until?: Order_By | null | undefined;
  suspension_reason?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  username?: Order_By | null | undefined;
  website?: Order_By | null | undefined;
};

/** input type for updating data in table "user_profiles" */
export type User_Profiles_Set_Input = {
  avatar_url?: string | null | undefined;
  bio?: string | null | undefined;
  created_at?: string | null | undefined;
  display_name?: string | null | undefined;
  id?: string | null | undefined;
  is_admin?: boolean | null | undefined;
  location?: string | null | undefined;
  suspended_until?: string | null | undefined;
  suspension_reason?: string | null | undefined;
  updated_at?: string | null | undefined;
  username?: string | null | undefined;
  website?: string | null | undefined;
};

/** update columns of table "user_profiles" */
export type User_Profiles_Update_Column =
  | 'avatar_url'
  | 'bio'
  | 'created_at'
  | 'display_name'
  | 'id'
  | 'is_admin'
  | 'location'
  | 'suspended_until'
  | 'suspension_reason'
  | 'updated_at'
  | 'username'
  | 'website';

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

export type CategoryBadge_CategoryFragment = { id: string, name: string, name_zh: string | null, slug: string } & { ' $fragmentName'?: 'CategoryBadge_CategoryFragment' };

export type CategoryTabs_CategoryFragment = { id: string, name: string, name_zh: string | null, slug: string } & { ' $fragmentName'?: 'CategoryTabs_CategoryFragment' };

export type MentionMembersQueryQueryVariables = Exact<{
  prefix: string;
  contains: string;
}>;


export type MentionMembersQueryQuery = { user_profiles: Array<{ username: string, display_name: string }> };

export type AuthorMeta_UserProfileFragment = { id: string, username: string, display_name: string, avatar_url: string | null } & { ' $fragmentName'?: 'AuthorMeta_UserProfileFragment' };

export type CommentItem_DiscussionCommentFragment = { id: string, content: string, hidden: boolean, created_at: string, author: { ' $fragmentRefs'?: { 'AuthorMeta_UserProfileFragment': AuthorMeta_UserProfileFragment } } | null } & { ' $fragmentName'?: 'CommentItem_DiscussionCommentFragment' };

export type DiscussionCard_DiscussionFragment = { id: string, title: string, topic: string, content: string, language: string, hidden: boolean, created_at: string, author: { ' $fragmentRefs'?: { 'AuthorMeta_UserProfileFragment': AuthorMeta_UserProfileFragment } } | null } & { ' $fragmentName'?: 'DiscussionCard_DiscussionFragment' };

export type EventCard_EventFragment = { id: string, name: string, slug: string, description: string, start_date: string, end_date: string, location_url: string, image_url: string | null, registration_url: string | null, max_attendees: number | null, current_attendees: number, price: string, currency: string, language: string, is_free: boolean, is_online: boolean, featured: boolean, category: string | null, is_upcoming: boolean | null } & { ' $fragmentName'?: 'EventCard_EventFragment' };

export type NewsRemovalsStreamSubscriptionVariables = Exact<{
  since: string;
}>;


export type NewsRemovalsStreamSubscription = { news_removals_stream: Array<{ news_id: string, change_seq: string }> };

export type NewsItem_NewsArticleFragment = { id: string, title: string, excerpt: string | null, source_url: string, language: string, published_at: string, created_at: string, is_important: boolean, pinned_at: string | null, tickers: Array<string> | null, category: string | null, source_id: string | null, news_category: { slug: string, name: string, name_zh: string | null, color: string } | null, source: { name: string } | null } & { ' $fragmentName'?: 'NewsItem_NewsArticleFragment' };

export type StoryTranslationLink_ArticleFragment = { translation_of_id: string | null, translation_of: { slug: string, language: string } | null, translations: Array<{ slug: string, language: string }> } & { ' $fragmentName'?: 'StoryTranslationLink_ArticleFragment' };

export type StoryTranslationLink_BlogPostFragment = { translation_of_id: string | null, translation_of: { slug: string, language: string } | null, translations: Array<{ slug: string, language: string }> } & { ' $fragmentName'?: 'StoryTranslationLink_BlogPostFragment' };

export type ArticleCard_ArticleFragment = { id: string, slug: string, title: string, excerpt: string, image_url: string | null, read_time: number, language: string, published_at: string | null, created_at: string, author_id: string | null, author: { name: string, slug: string } | null } & { ' $fragmentName'?: 'ArticleCard_ArticleFragment' };

export type BlogPostCard_BlogPostFragment = { id: string, slug: string, title: string, excerpt: string, image_url: string | null, read_time: number, language: string, published: boolean, tags: Array<string>, tag_names: Array<string>, published_at: string | null, created_at: string, author_id: string, author: { id: string, display_name: string, username: string } | null } & { ' $fragmentName'?: 'BlogPostCard_BlogPostFragment' };

export type NotificationMailSettingsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationMailSettingsQueryQuery = { notification_email_settings: Array<{ user_id: string, mentions: string, replies: string, comments: string, weekly_digest: boolean, language: string }> };

export type NotificationMailSettingsSaveMutationMutationVariables = Exact<{
  mentions: string;
  replies: string;
  comments: string;
  weeklyDigest: boolean;
  language: string;
}>;


export type NotificationMailSettingsSaveMutationMutation = { insert_notification_email_settings_one: { user_id: string, mentions: string, replies: string, comments: string, weekly_digest: boolean, language: string } | null };

export type AdminGateProfileQueryQueryVariables = Exact<{
  id: string;
}>;


export type AdminGateProfileQueryQuery = { user_profiles_by_pk: { id: string, is_admin: boolean } | null };

export type BookmarkItemStateQueryQueryVariables = Exact<{
  where: Bookmarks_Bool_Exp;
}>;


export type BookmarkItemStateQueryQuery = { bookmarks: Array<{ id: string }> };

export type BookmarkItemAddMutationMutationVariables = Exact<{
  object: Bookmarks_Insert_Input;
}>;


export type BookmarkItemAddMutationMutation = { insert_bookmarks_one: { id: string } | null };

export type BookmarkItemRemoveMutationMutationVariables = Exact<{
  id: string;
}>;


export type BookmarkItemRemoveMutationMutation = { delete_bookmarks_by_pk: { id: string } | null };

export type CountViewPageMutationMutationVariables = Exact<{
  path: string;
  title?: string | null | undefined;
  referrer?: string | null | undefined;
  visitorId: string;
  sessionId: string;
}>;


export type CountViewPageMutationMutation = { recordPageView: { ok: boolean } };

export type CountViewArticleMutationMutationVariables = Exact<{
  id: string;
}>;


export type CountViewArticleMutationMutation = { incrementArticleViews: { id: string, views_count: number } };

export type CountViewNewsMutationMutationVariables = Exact<{
  id: string;
}>;


export type CountViewNewsMutationMutation = { incrementNewsViews: { id: string, views_count: number } };

export type CurateNewsImportantMutationMutationVariables = Exact<{
  id: string;
  important: boolean;
}>;


export type CurateNewsImportantMutationMutation = { update_news_articles_by_pk: { id: string, is_important: boolean } | null };

export type CurateNewsPinMutationMutationVariables = Exact<{
  id: string;
  pinnedAt?: string | null | undefined;
}>;


export type CurateNewsPinMutationMutation = { update_news_articles_by_pk: { id: string, pinned_at: string | null } | null };

export type CommentDiscussionMutationMutationVariables = Exact<{
  object: Discussion_Comments_Insert_Input;
}>;


export type CommentDiscussionMutationMutation = { insert_discussion_comments_one: { id: string } | null };

export type CreateDiscussionMutationMutationVariables = Exact<{
  title: string;
  topic: string;
  content: string;
  language: string;
}>;


export type CreateDiscussionMutationMutation = { insert_discussions_one: { id: string } | null };

export type DeleteDiscussionMutationMutationVariables = Exact<{
  id: string;
}>;


export type DeleteDiscussionMutationMutation = { delete_discussions_by_pk: { id: string } | null };

export type DeleteDiscussionCommentMutationMutationVariables = Exact<{
  id: string;
}>;


export type DeleteDiscussionCommentMutationMutation = { delete_discussion_comments_by_pk: { id: string } | null };

export type EditCommentMutationMutationVariables = Exact<{
  id: string;
  content: string;
}>;


export type EditCommentMutationMutation = { update_discussion_comments_by_pk: { id: string, content: string } | null };

export type EditDiscussionTitleMutationMutationVariables = Exact<{
  id: string;
  title: string;
}>;


export type EditDiscussionTitleMutationMutation = { update_discussions_by_pk: { id: string, title: string, updated_at: string } | null };

export type LikeDiscussionInsertMutationMutationVariables = Exact<{
  discussionId: string;
}>;


export type LikeDiscussionInsertMutationMutation = { insert_discussion_likes_one: { discussion_id: string } | null };

export type LikeDiscussionDeleteMutationMutationVariables = Exact<{
  discussionId: string;
  userId: string;
}>;


export type LikeDiscussionDeleteMutationMutation = { delete_discussion_likes_by_pk: { discussion_id: string } | null };

export type LikeDiscussionCommentInsertMutationMutationVariables = Exact<{
  commentId: string;
}>;


export type LikeDiscussionCommentInsertMutationMutation = { insert_discussion_comment_likes_one: { comment_id: string } | null };

export type LikeDiscussionCommentDeleteMutationMutationVariables = Exact<{
  commentId: string;
  userId: string;
}>;


export type LikeDiscussionCommentDeleteMutationMutation = { delete_discussion_comment_likes_by_pk: { comment_id: string } | null };

export type LikeArticleInsertMutationMutationVariables = Exact<{
  articleId: string;
}>;


export type LikeArticleInsertMutationMutation = { insert_article_likes_one: { article_id: string } | null };

export type LikeArticleDeleteMutationMutationVariables = Exact<{
  articleId: string;
  userId: string;
}>;


export type LikeArticleDeleteMutationMutation = { delete_article_likes_by_pk: { article_id: string } | null };

export type LikeBlogPostInsertMutationMutationVariables = Exact<{
  blogPostId: string;
}>;


export type LikeBlogPostInsertMutationMutation = { insert_blog_post_likes_one: { blog_post_id: string } | null };

export type LikeBlogPostDeleteMutationMutationVariables = Exact<{
  blogPostId: string;
  userId: string;
}>;


export type LikeBlogPostDeleteMutationMutation = { delete_blog_post_likes_by_pk: { blog_post_id: string } | null };

export type LikeDiscussionMineSubscriptionSubscriptionVariables = Exact<{
  userId: string;
  discussionIds: Array<string> | string;
}>;


export type LikeDiscussionMineSubscriptionSubscription = { discussion_likes: Array<{ discussion_id: string }> };

export type LikeDiscussionMyCommentLikesSubscriptionSubscriptionVariables = Exact<{
  userId: string;
  comments: Discussion_Comments_Bool_Exp;
}>;


export type LikeDiscussionMyCommentLikesSubscriptionSubscription = { discussion_comment_likes: Array<{ comment_id: string }> };

export type LikeArticleCountSubscriptionSubscriptionVariables = Exact<{
  articleId: string;
}>;


export type LikeArticleCountSubscriptionSubscription = { article_likes_aggregate: { aggregate: { count: number } | null } };

export type LikeArticleMineSubscriptionSubscriptionVariables = Exact<{
  articleId: string;
  userId: string;
}>;


export type LikeArticleMineSubscriptionSubscription = { article_likes: Array<{ article_id: string }> };

export type LikeBlogPostCountSubscriptionSubscriptionVariables = Exact<{
  blogPostId: string;
}>;


export type LikeBlogPostCountSubscriptionSubscription = { blog_post_likes_aggregate: { aggregate: { count: number } | null } };

export type LikeBlogPostMineSubscriptionSubscriptionVariables = Exact<{
  blogPostId: string;
  userId: string;
}>;


export type LikeBlogPostMineSubscriptionSubscription = { blog_post_likes: Array<{ blog_post_id: string }> };

export type ReportContentMutationMutationVariables = Exact<{
  object: Content_Reports_Insert_Input;
}>;


export type ReportContentMutationMutation = { insert_content_reports_one: { id: string } | null };

export type EditProfileSaveMutationMutationVariables = Exact<{
  id: string;
  changes: User_Profiles_Set_Input;
}>;


export type EditProfileSaveMutationMutation = { update_user_profiles_by_pk: { id: string, display_name: string, bio: string | null, website: string | null, location: string | null, avatar_url: string | null } | null };

export type EditProfileForm_UserProfileFragment = { id: string, display_name: string, bio: string | null, website: string | null, location: string | null, avatar_url: string | null } & { ' $fragmentName'?: 'EditProfileForm_UserProfileFragment' };

export type FollowItemStateQueryQueryVariables = Exact<{
  where: Follows_Bool_Exp;
}>;


export type FollowItemStateQueryQuery = { follows: Array<{ id: string }> };

export type FollowItemAddMutationMutationVariables = Exact<{
  object: Follows_Insert_Input;
}>;


export type FollowItemAddMutationMutation = { insert_follows_one: { id: string } | null };

export type FollowItemRemoveMutationMutationVariables = Exact<{
  id: string;
}>;


export type FollowItemRemoveMutationMutation = { delete_follows_by_pk: { id: string } | null };

export type MemberModerationQueryQueryVariables = Exact<{
  id: string;
}>;


export type MemberModerationQueryQuery = { user_profiles_by_pk: { id: string, is_admin: boolean, suspended_until: string | null, suspension_reason: string | null } | null };

export type ModerateMemberActionMutationMutationVariables = Exact<{
  action: Moderation_Actions_Insert_Input;
}>;


export type ModerateMemberActionMutationMutation = { insert_moderation_actions_one: { id: string, member: { id: string, suspended_until: string | null, suspension_reason: string | null } | null } | null };

export type ReadNotificationsUnreadSubscriptionSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ReadNotificationsUnreadSubscriptionSubscription = { notifications_aggregate: { aggregate: { count: number } | null } };

export type ReadNotificationMutationMutationVariables = Exact<{
  id: string;
  at: string;
}>;


export type ReadNotificationMutationMutation = { update_notifications_by_pk: { id: string, read_at: string | null } | null };

export type ReadAllNotificationsMutationMutationVariables = Exact<{
  at: string;
}>;


export type ReadAllNotificationsMutationMutation = { update_notifications: { affected_rows: number, returning: Array<{ id: string, read_at: string | null }> } | null };

export type RefreshNewsFetchMutationMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshNewsFetchMutationMutation = { fetchNews: { throttled: boolean, fetched_at: string, new_items: number, sources: Array<{ source_id: string, status: string }> } };

export type RsvpEventStateQueryQueryVariables = Exact<{
  eventId: string;
}>;


export type RsvpEventStateQueryQuery = { event_rsvps: Array<{ id: string, event_id: string, status: string }> };

export type RsvpEventSetMutationMutationVariables = Exact<{
  eventId: string;
  status: string;
}>;


export type RsvpEventSetMutationMutation = { insert_event_rsvps_one: { id: string, status: string } | null };

export type RsvpEventWithdrawMutationMutationVariables = Exact<{
  id: string;
}>;


export type RsvpEventWithdrawMutationMutation = { delete_event_rsvps_by_pk: { id: string } | null };

export type VoteNewsCastMutationMutationVariables = Exact<{
  newsId: string;
  side: string;
}>;


export type VoteNewsCastMutationMutation = { insert_news_votes_one: { news_id: string, side: string } | null };

export type VoteNewsWithdrawMutationMutationVariables = Exact<{
  newsId: string;
  userId: string;
}>;


export type VoteNewsWithdrawMutationMutation = { delete_news_votes_by_pk: { news_id: string } | null };

export type VoteNewsMineSubscriptionSubscriptionVariables = Exact<{
  newsIds: Array<string> | string;
}>;


export type VoteNewsMineSubscriptionSubscription = { news_votes: Array<{ news_id: string, side: string }> };

export type AdminArticlesListQueryQueryVariables = Exact<{
  where: Articles_Bool_Exp;
  limit: number;
  later?: boolean;
}>;


export type AdminArticlesListQueryQuery = { articles: Array<(
    { id: string, created_at: string }
    & { ' $fragmentRefs'?: { 'ArticleRow_ArticleFragment': ArticleRow_ArticleFragment } }
  )>, matching?: { aggregate: { count: number } | null }, total?: { aggregate: { count: number } | null }, published?: { aggregate: { count: number } | null } };

export type AdminArticlesSetPublishedMutationMutationVariables = Exact<{
  id: string;
  published: boolean;
}>;


export type AdminArticlesSetPublishedMutationMutation = { update_articles_by_pk: { id: string } | null };

export type AdminArticlesDeleteMutationMutationVariables = Exact<{
  id: string;
}>;


export type AdminArticlesDeleteMutationMutation = { delete_articles_by_pk: { id: string } | null };

export type ArticleRow_ArticleFragment = { id: string, slug: string, title: string, excerpt: string, language: string, published: boolean, created_at: string, category_id: string | null, author_id: string | null, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null, author: { name: string } | null } & { ' $fragmentName'?: 'ArticleRow_ArticleFragment' };

export type AdminCategoriesCategoriesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCategoriesCategoriesQueryQuery = { categories: Array<{ id: string, name: string, name_zh: string | null, slug: string, description: string | null, articles_aggregate: { aggregate: { count: number } | null } }> };

export type AdminCategoriesInsertCategoryMutationMutationVariables = Exact<{
  object: Categories_Insert_Input;
}>;


export type AdminCategoriesInsertCategoryMutationMutation = { insert_categories_one: { id: string } | null };

export type AdminCategoriesUpdateCategoryMutationMutationVariables = Exact<{
  id: string;
  set: Categories_Set_Input;
}>;


export type AdminCategoriesUpdateCategoryMutationMutation = { update_categories_by_pk: { id: string } | null };

export type AdminCategoriesDeleteCategoryMutationMutationVariables = Exact<{
  id: string;
}>;


export type AdminCategoriesDeleteCategoryMutationMutation = { delete_categories_by_pk: { id: string } | null };

export type AdminCategoriesAuthorsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCategoriesAuthorsQueryQuery = { authors: Array<{ id: string, name: string, email: string, bio: string | null, expertise: string | null, articles_aggregate: { aggregate: { count: number } | null } }> };

export type AdminCategoriesInsertAuthorMutationMutationVariables = Exact<{
  object: Authors_Insert_Input;
}>;


export type AdminCategoriesInsertAuthorMutationMutation = { insert_authors_one: { id: string } | null };

export type AdminCategoriesUpdateAuthorMutationMutationVariables = Exact<{
  id: string;
  set: Authors_Set_Input;
}>;


export type AdminCategoriesUpdateAuthorMutationMutation = { update_authors_by_pk: { id: string } | null };

export type AdminCategoriesDeleteAuthorMutationMutationVariables = Exact<{
  id: string;
}>;


export type AdminCategoriesDeleteAuthorMutationMutation = { delete_authors_by_pk: { id: string } | null };

export type AdminDashboardAnalyticsQueryQueryVariables = Exact<{
  days: number;
}>;


export type AdminDashboardAnalyticsQueryQuery = { dailyAnalytics: { totalUniqueVisitors: number, avgBounceRate: number, totalViews: number, error: string | null, recentActivity: Array<{ date: string, views: number }>, deviceBreakdown: Array<{ device: string, count: number }>, topPages: Array<{ title: string, url: string, views: number }> }, articleAnalytics: { totalViews: number, topCategories: Array<{ name: string, count: number }> }, contentTotals: { members: number, blogPosts: number, discussions: number, comments: number }, openReports: { aggregate: { count: number } | null } };

export type DiagnosticsCountsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type DiagnosticsCountsQueryQuery = { articles: { aggregate: { count: number } | null }, blogPosts: { aggregate: { count: number } | null }, news: { aggregate: { count: number } | null }, events: { aggregate: { count: number } | null }, discussions: { aggregate: { count: number } | null }, comments: { aggregate: { count: number } | null }, users: { aggregate: { count: number } | null }, pageViews: { aggregate: { count: number } | null } };

export type DiagnosticsImagesQueryQueryVariables = Exact<{
  limit: number;
}>;


export type DiagnosticsImagesQueryQuery = { articles: Array<{ id: string, title: string, image_url: string | null }>, blog_posts: Array<{ id: string, title: string, image_url: string | null }>, user_profiles: Array<{ id: string, display_name: string, avatar_url: string | null }> };

export type DiagnosticsCategoriesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type DiagnosticsCategoriesQueryQuery = { categories: Array<{ id: string, name: string, name_zh: string | null, slug: string, scope: string, articles_aggregate: { aggregate: { count: number } | null } }> };

export type DiagnosticsResetCategoriesMutationMutationVariables = Exact<{
  dryRun: boolean;
}>;


export type DiagnosticsResetCategoriesMutationMutation = { resetWeb3Categories: { removed: number, added: number, articlesUncategorized: number, removedCategories: Array<{ slug: string, name: string, name_zh: string | null }>, addedCategories: Array<{ slug: string, name: string, name_zh: string | null }>, web3Categories: Array<{ slug: string, name: string, name_zh: string | null }> } };

export type DiagnosticsTodosQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type DiagnosticsTodosQueryQuery = { todos: Array<{ id: string, title: string, is_completed: boolean }> };

export type DiagnosticsAddTodoMutationMutationVariables = Exact<{
  title: string;
}>;


export type DiagnosticsAddTodoMutationMutation = { insert_todos_one: { id: string } | null };

export type DiagnosticsToggleTodoMutationMutationVariables = Exact<{
  id: string;
  done: boolean;
}>;


export type DiagnosticsToggleTodoMutationMutation = { update_todos_by_pk: { id: string, is_completed: boolean } | null };

export type DiagnosticsDeleteTodoMutationMutationVariables = Exact<{
  id: string;
}>;


export type DiagnosticsDeleteTodoMutationMutation = { delete_todos_by_pk: { id: string } | null };

export type AdminEventsCountFragment = { aggregate: { count: number } | null } & { ' $fragmentName'?: 'AdminEventsCountFragment' };

export type AdminEventsListQueryQueryVariables = Exact<{
  where: Events_Bool_Exp;
  limit: number;
  later?: boolean;
}>;


export type AdminEventsListQueryQuery = { events: Array<(
    { id: string, created_at: string }
    & { ' $fragmentRefs'?: { 'EventRow_EventFragment': EventRow_EventFragment } }
  )>, matching?: { aggregate: { count: number } | null }, total?: { ' $fragmentRefs'?: { 'AdminEventsCountFragment': AdminEventsCountFragment } }, upcoming?: { ' $fragmentRefs'?: { 'AdminEventsCountFragment': AdminEventsCountFragment } }, ongoing?: { ' $fragmentRefs'?: { 'AdminEventsCountFragment': AdminEventsCountFragment } }, completed?: { ' $fragmentRefs'?: { 'AdminEventsCountFragment': AdminEventsCountFragment } }, cancelled?: { ' $fragmentRefs'?: { 'AdminEventsCountFragment': AdminEventsCountFragment } } };

export type AdminEventsEventQueryQueryVariables = Exact<{
  id: string;
}>;


export type AdminEventsEventQueryQuery = { events_by_pk: { id: string, name: string, slug: string, description: string, start_date: string, end_date: string, location_url: string, time_zone: string | null, image_url: string | null, registration_url: string | null, max_attendees: number | null, current_attendees: number, price: string, currency: string, language: string, translation_of_id: string | null, is_free: boolean, is_online: boolean, organizer_name: string | null, organizer_email: string | null, status: Event_Statuses_Enum, featured: boolean, published: boolean, category: string | null } | null };

export type AdminEventsSlugQueryQueryVariables = Exact<{
  slug: string;
}>;


export type AdminEventsSlugQueryQuery = { events: Array<{ id: string, name: string }> };

export type AdminEventsInsertMutationMutationVariables = Exact<{
  object: Events_Insert_Input;
}>;


export type AdminEventsInsertMutationMutation = { insert_events_one: { id: string } | null };

export type AdminEventsUpdateMutationMutationVariables = Exact<{
  id: string;
  set: Events_Set_Input;
}>;


export type AdminEventsUpdateMutationMutation = { update_events_by_pk: { id: string } | null };

export type AdminEventsDeleteMutationMutationVariables = Exact<{
  id: string;
}>;


export type AdminEventsDeleteMutationMutation = { delete_events_by_pk: { id: string } | null };

export type AdminEventsTranslationsQueryQueryVariables = Exact<{
  language: string;
}>;


export type AdminEventsTranslationsQueryQuery = { events: Array<{ id: string, name: string }> };

export type EventRow_EventFragment = { id: string, name: string, slug: string, image_url: string | null, start_date: string, end_date: string, status: Event_Statuses_Enum, max_attendees: number | null, current_attendees: number, price: string, currency: string, is_free: boolean, is_online: boolean, featured: boolean, published: boolean, category: string | null } & { ' $fragmentName'?: 'EventRow_EventFragment' };

export type AdminOutboxListQueryQueryVariables = Exact<{
  where: Auth_Mail_Outbox_Bool_Exp;
  limit: number;
  later?: boolean;
}>;


export type AdminOutboxListQueryQuery = { auth_mail_outbox: Array<{ id: string, recipient: string, template: string, language: string, subject: string, status: string, created_at: string }>, matching?: { aggregate: { count: number } | null } };

export type AdminOutboxMessageQueryQueryVariables = Exact<{
  id: string;
}>;


export type AdminOutboxMessageQueryQuery = { auth_mail_outbox_by_pk: { id: string, message_id: string, recipient: string, template: string, language: string, subject: string, text_body: string, html_body: string, status: string, attempts: number, last_error: string | null, created_at: string, sent_at: string | null } | null };

export type AdminReportsListQueryQueryVariables = Exact<{
  resolved: boolean;
}>;


export type AdminReportsListQueryQuery = { content_reports: Array<{ id: string, reason: string | null, created_at: string, reporter: { username: string, display_name: string } | null, discussion: { id: string, content: string, hidden: boolean, author: { id: string, username: string, display_name: string, is_admin: boolean, suspended_until: string | null, suspension_reason: string | null } | null } | null, comment: { id: string, content: string, hidden: boolean, discussion_id: string | null, article: { slug: string } | null, blog_post: { slug: string } | null, author: { id: string, username: string, display_name: string, is_admin: boolean, suspended_until: string | null, suspension_reason: string | null } | null } | null, blog_post: { id: string, slug: string, title: string, excerpt: string, hidden: boolean, author: { id: string, username: string, display_name: string, is_admin: boolean, suspended_until: string | null, suspension_reason: string | null } | null } | null }> };

export type AdminReportsUnhideMutationMutationVariables = Exact<{
  id: string;
  discussion?: boolean;
  comment?: boolean;
  blogPost?: boolean;
}>;


export type AdminReportsUnhideMutationMutation = { update_discussions_by_pk?: { id: string, hidden: boolean } | null, update_discussion_comments_by_pk?: { id: string, hidden: boolean } | null, update_blog_posts_by_pk?: { id: string, hidden: boolean, published: boolean } | null };

export type AdminReportsResolveMutationMutationVariables = Exact<{
  id: string;
}>;


export type AdminReportsResolveMutationMutation = { update_content_reports_by_pk: { id: string, resolved: boolean } | null };

export type AdminUsersListQueryQueryVariables = Exact<{
  where: User_Profiles_Bool_Exp;
  limit: number;
  later?: boolean;
}>;


export type AdminUsersListQueryQuery = { user_profiles: Array<(
    { id: string, created_at: string }
    & { ' $fragmentRefs'?: { 'UserRow_UserProfileFragment': UserRow_UserProfileFragment } }
  )>, matching?: { aggregate: { count: number } | null } };

export type AdminUsersSetAdminMutationMutationVariables = Exact<{
  id: string;
  isAdmin: boolean;
}>;


export type AdminUsersSetAdminMutationMutation = { update_user_profiles_by_pk: { id: string, is_admin: boolean } | null };

export type AdminUsersMemberContentQueryQueryVariables = Exact<{
  id: string;
}>;


export type AdminUsersMemberContentQueryQuery = { user_profiles_by_pk: { id: string, username: string, blog_posts: Array<{ id: string, slug: string, title: string, published: boolean, hidden: boolean, created_at: string }>, blog_posts_aggregate: { aggregate: { count: number } | null }, discussions: Array<{ id: string, content: string, hidden: boolean, created_at: string }>, discussions_aggregate: { aggregate: { count: number } | null }, discussion_comments: Array<{ id: string, content: string, hidden: boolean, created_at: string, discussion_id: string | null, article: { slug: string } | null, blog_post: { slug: string } | null }>, discussion_comments_aggregate: { aggregate: { count: number } | null }, reports_filed: Array<{ id: string, reason: string | null, resolved: boolean, created_at: string, discussion_id: string | null, comment_id: string | null, blog_post_id: string | null }>, reports_filed_aggregate: { aggregate: { count: number } | null }, moderation_actions: Array<{ id: string, kind: string, note: string | null, suspended_until: string | null, created_at: string }> } | null };

export type UserRow_UserProfileFragment = { id: string, display_name: string, username: string, is_admin: boolean, suspended_until: string | null, suspension_reason: string | null, created_at: string, account: { email: string } | null } & { ' $fragmentName'?: 'UserRow_UserProfileFragment' };

export type WriteArticleOptionsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type WriteArticleOptionsQueryQuery = { categories: Array<{ id: string, name: string, name_zh: string | null }>, authors: Array<{ id: string, name: string, email: string }>, articles: Array<{ id: string, title: string, language: string }> };

export type WriteArticleEditQueryQueryVariables = Exact<{
  id: string;
}>;


export type WriteArticleEditQueryQuery = { articles_by_pk: { id: string, title: string, excerpt: string, content: string, image_url: string | null, category_id: string | null, author_id: string | null, language: string, translation_of_id: string | null, featured: boolean, published: boolean } | null };

export type WriteArticleInsertMutationMutationVariables = Exact<{
  object: Articles_Insert_Input;
}>;


export type WriteArticleInsertMutationMutation = { insert_articles_one: { id: string, published: boolean } | null };

export type WriteArticleUpdateMutationMutationVariables = Exact<{
  id: string;
  set: Articles_Set_Input;
}>;


export type WriteArticleUpdateMutationMutation = { update_articles_by_pk: { id: string, published: boolean } | null };

export type WriteArticleCreateAuthorMutationMutationVariables = Exact<{
  name: string;
  email: string;
}>;


export type WriteArticleCreateAuthorMutationMutation = { insert_authors_one: { id: string } | null };

export type ArticlePageQueryQueryVariables = Exact<{
  slug: string;
}>;


export type ArticlePageQueryQuery = { articles: Array<(
    { id: string, title: string, excerpt: string, content: string, image_url: string | null, read_time: number, views_count: number, published_at: string | null, created_at: string, updated_at: string, language: string, category_id: string | null, author_id: string | null, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null, author: { name: string, slug: string, bio: string | null } | null }
    & { ' $fragmentRefs'?: { 'StoryTranslationLink_ArticleFragment': StoryTranslationLink_ArticleFragment } }
  )> };

export type ArticleLegacyQueryQueryVariables = Exact<{
  id: string;
}>;


export type ArticleLegacyQueryQuery = { articles_by_pk: { id: string, slug: string } | null };

export type AuthorPageQueryQueryVariables = Exact<{
  slug: string;
  limit: number;
}>;


export type AuthorPageQueryQuery = { authors: Array<{ id: string, name: string, bio: string | null, expertise: string | null, avatar_url: string | null, followers_count: number | null, articles: Array<(
      { id: string, published_at: string | null, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
      & { ' $fragmentRefs'?: { 'ArticleCard_ArticleFragment': ArticleCard_ArticleFragment } }
    )> }> };

export type AuthorArticlesAfterQueryQueryVariables = Exact<{
  authorId: string;
  afterAt: string;
  afterId: string;
  limit: number;
}>;


export type AuthorArticlesAfterQueryQuery = { articles: Array<(
    { id: string, published_at: string | null, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'ArticleCard_ArticleFragment': ArticleCard_ArticleFragment } }
  )> };

export type AuthorMemberQueryQueryVariables = Exact<{
  username: string;
  posts: number;
  discussions: number;
}>;


export type AuthorMemberQueryQuery = { user_profiles: Array<{ id: string, username: string, display_name: string, avatar_url: string | null, bio: string | null, website: string | null, location: string | null, created_at: string, followers_count: number | null, following_count: number | null, blog_posts: Array<(
      { id: string, published_at: string | null, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
      & { ' $fragmentRefs'?: { 'BlogPostCard_BlogPostFragment': BlogPostCard_BlogPostFragment } }
    )>, discussions: Array<(
      { id: string, created_at: string, likes: number, comments_count: number }
      & { ' $fragmentRefs'?: { 'DiscussionCard_DiscussionFragment': DiscussionCard_DiscussionFragment } }
    )> }> };

export type MemberPostsAfterQueryQueryVariables = Exact<{
  authorId: string;
  afterAt: string;
  afterId: string;
  limit: number;
}>;


export type MemberPostsAfterQueryQuery = { blog_posts: Array<(
    { id: string, published_at: string | null, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'BlogPostCard_BlogPostFragment': BlogPostCard_BlogPostFragment } }
  )> };

export type MemberDiscussionsAfterQueryQueryVariables = Exact<{
  authorId: string;
  afterAt: string;
  afterId: string;
  limit: number;
}>;


export type MemberDiscussionsAfterQueryQuery = { discussions: Array<(
    { id: string, created_at: string, likes: number, comments_count: number }
    & { ' $fragmentRefs'?: { 'DiscussionCard_DiscussionFragment': DiscussionCard_DiscussionFragment } }
  )> };

export type BlogPostPageQueryQueryVariables = Exact<{
  slug: string;
}>;


export type BlogPostPageQueryQuery = { blog_posts: Array<(
    { id: string, title: string, excerpt: string, content: string, image_url: string | null, read_time: number, published_at: string | null, created_at: string, updated_at: string, language: string, tags: Array<string>, tag_names: Array<string>, author_id: string, published: boolean, hidden: boolean, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null, author: { display_name: string, username: string } | null }
    & { ' $fragmentRefs'?: { 'StoryTranslationLink_BlogPostFragment': StoryTranslationLink_BlogPostFragment } }
  )> };

export type BlogPostLegacyQueryQueryVariables = Exact<{
  id: string;
}>;


export type BlogPostLegacyQueryQuery = { blog_posts_by_pk: { id: string, slug: string } | null };

export type BlogCategoriesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type BlogCategoriesQueryQuery = { categories: Array<(
    { id: string, slug: string, name: string, name_zh: string | null }
    & { ' $fragmentRefs'?: { 'CategoryTabs_CategoryFragment': CategoryTabs_CategoryFragment } }
  )> };

export type BlogPostsQueryQueryVariables = Exact<{
  where: Blog_Posts_Bool_Exp;
  limit: number;
}>;


export type BlogPostsQueryQuery = { blog_posts: Array<(
    { id: string, published_at: string | null, category_id: string | null, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'BlogPostCard_BlogPostFragment': BlogPostCard_BlogPostFragment } }
  )> };

export type BlogPostsAfterQueryQueryVariables = Exact<{
  where: Blog_Posts_Bool_Exp;
  afterAt: string;
  afterId: string;
  limit: number;
}>;


export type BlogPostsAfterQueryQuery = { blog_posts: Array<(
    { id: string, published_at: string | null, category_id: string | null, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'BlogPostCard_BlogPostFragment': BlogPostCard_BlogPostFragment } }
  )> };

export type BookmarksPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type BookmarksPageQueryQuery = { bookmarks: Array<{ id: string, created_at: string, article: { id: string, slug: string, title: string, language: string } | null, blog_post: { id: string, slug: string, title: string, language: string } | null, news_article: { id: string, title: string, language: string } | null, discussion: { id: string, content: string } | null }> };

export type DiscussionThreadPageSubscriptionSubscriptionVariables = Exact<{
  id: string;
}>;


export type DiscussionThreadPageSubscriptionSubscription = { discussions_by_pk: (
    { id: string, author_id: string, title: string, content: string, language: string, likes: number, comments_count: number, created_at: string, updated_at: string, author: { username: string, display_name: string } | null }
    & { ' $fragmentRefs'?: { 'DiscussionCard_DiscussionFragment': DiscussionCard_DiscussionFragment } }
  ) | null };

export type DiscussionListSubscriptionSubscriptionVariables = Exact<{
  where: Discussions_Bool_Exp;
  orderBy: Array<Discussions_Order_By> | Discussions_Order_By;
  limit: number;
}>;


export type DiscussionListSubscriptionSubscription = { discussions: Array<(
    { id: string, created_at: string, author_id: string, likes: number, comments_count: number, popular_key: string }
    & { ' $fragmentRefs'?: { 'DiscussionCard_DiscussionFragment': DiscussionCard_DiscussionFragment } }
  )> };

export type DiscussionsAfterQueryQueryVariables = Exact<{
  where: Discussions_Bool_Exp;
  afterAt: string;
  afterId: string;
  limit: number;
}>;


export type DiscussionsAfterQueryQuery = { discussions: Array<(
    { id: string, created_at: string, author_id: string, likes: number, comments_count: number, popular_key: string }
    & { ' $fragmentRefs'?: { 'DiscussionCard_DiscussionFragment': DiscussionCard_DiscussionFragment } }
  )> };

export type DiscussionsPopularAfterQueryQueryVariables = Exact<{
  where: Discussions_Bool_Exp;
  after: string;
  limit: number;
}>;


export type DiscussionsPopularAfterQueryQuery = { discussions: Array<(
    { id: string, created_at: string, author_id: string, likes: number, comments_count: number, popular_key: string }
    & { ' $fragmentRefs'?: { 'DiscussionCard_DiscussionFragment': DiscussionCard_DiscussionFragment } }
  )> };

export type DiscussionStatsSubscriptionSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DiscussionStatsSubscriptionSubscription = { forum_totals: Array<{ discussions: number, comments: number, members: number, likes: number }> };

export type EventDetailQueryQueryVariables = Exact<{
  slug: string;
}>;


export type EventDetailQueryQuery = { events: Array<{ id: string, name: string, slug: string, description: string, start_date: string, end_date: string, location_url: string, time_zone: string | null, image_url: string | null, registration_url: string | null, max_attendees: number | null, current_attendees: number, price: string, currency: string, language: string, status: Event_Statuses_Enum, is_free: boolean, is_online: boolean, organizer_name: string | null, category: string | null, is_upcoming: boolean | null, translation_of: { slug: string, language: string } | null, translations: Array<{ slug: string, language: string }> }> };

export type EventsPageQueryQueryVariables = Exact<{
  where: Events_Bool_Exp;
  upcomingLimit: number;
  pastLimit: number;
}>;


export type EventsPageQueryQuery = { categories: Array<{ category: string | null }>, upcoming: Array<(
    { id: string, start_date: string }
    & { ' $fragmentRefs'?: { 'EventCard_EventFragment': EventCard_EventFragment } }
  )>, past: Array<(
    { id: string, start_date: string }
    & { ' $fragmentRefs'?: { 'EventCard_EventFragment': EventCard_EventFragment } }
  )> };

export type UpcomingEventsAfterQueryQueryVariables = Exact<{
  where: Events_Bool_Exp;
  afterAt: string;
  afterId: string;
  limit: number;
}>;


export type UpcomingEventsAfterQueryQuery = { events: Array<(
    { id: string, start_date: string }
    & { ' $fragmentRefs'?: { 'EventCard_EventFragment': EventCard_EventFragment } }
  )> };

export type PastEventsAfterQueryQueryVariables = Exact<{
  where: Events_Bool_Exp;
  afterAt: string;
  afterId: string;
  limit: number;
}>;


export type PastEventsAfterQueryQuery = { events: Array<(
    { id: string, start_date: string }
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
    { id: string, category_id: string | null, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'ArticleCard_ArticleFragment': ArticleCard_ArticleFragment } }
  )> };

export type HomeLatestQueryQueryVariables = Exact<{
  where: Articles_Bool_Exp;
}>;


export type HomeLatestQueryQuery = { articles: Array<(
    { id: string, category_id: string | null, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'ArticleCard_ArticleFragment': ArticleCard_ArticleFragment } }
  )> };

export type HomeArticlesQueryQueryVariables = Exact<{
  where: Articles_Bool_Exp;
  offset: number;
  limit: number;
}>;


export type HomeArticlesQueryQuery = { articles: Array<(
    { id: string, category_id: string | null, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'ArticleCard_ArticleFragment': ArticleCard_ArticleFragment } }
  )> };

export type HomeLiveNewsQueryQueryVariables = Exact<{
  where: News_Articles_Bool_Exp;
  limit: number;
}>;


export type HomeLiveNewsQueryQuery = { news_articles: Array<(
    { id: string, published_at: string, change_seq: string }
    & { ' $fragmentRefs'?: { 'NewsItem_NewsArticleFragment': NewsItem_NewsArticleFragment } }
  )>, latest: Array<{ change_seq: string }> };

export type HomeLiveNewsStreamSubscriptionVariables = Exact<{
  where: News_Articles_Bool_Exp;
  since: string;
}>;


export type HomeLiveNewsStreamSubscription = { news_articles_stream: Array<(
    { id: string, published_at: string, change_seq: string }
    & { ' $fragmentRefs'?: { 'NewsItem_NewsArticleFragment': NewsItem_NewsArticleFragment } }
  )> };

export type HomeFollowsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeFollowsQueryQuery = { follows: Array<{ id: string, author_id: string | null, member_id: string | null, tag: string | null }> };

export type HomeFollowingQueryQueryVariables = Exact<{
  articles: Articles_Bool_Exp;
  posts: Blog_Posts_Bool_Exp;
  limit: number;
}>;


export type HomeFollowingQueryQuery = { articles: Array<(
    { id: string, published_at: string | null, category_id: string | null, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'ArticleCard_ArticleFragment': ArticleCard_ArticleFragment } }
  )>, blog_posts: Array<(
    { id: string, published_at: string | null, category_id: string | null, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'BlogPostCard_BlogPostFragment': BlogPostCard_BlogPostFragment } }
  )> };

export type NewsItemPageSubscriptionSubscriptionVariables = Exact<{
  id: string;
}>;


export type NewsItemPageSubscriptionSubscription = { news_articles_by_pk: { id: string, title: string, excerpt: string | null, source_url: string, image_url: string | null, author_name: string | null, language: string, published_at: string, updated_at: string, is_important: boolean, pinned_at: string | null, tickers: Array<string> | null, bull_count: number, bear_count: number, news_category: { slug: string, name: string, name_zh: string | null, color: string } | null, source: { name: string } | null } | null };

export type NewsCategoriesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsCategoriesQueryQuery = { news_categories: Array<{ slug: string, name: string, name_zh: string | null, color: string }> };

export type NewsFirstPageQueryQueryVariables = Exact<{
  where: News_Articles_Bool_Exp;
  limit: number;
}>;


export type NewsFirstPageQueryQuery = { news_articles: Array<(
    { id: string, published_at: string, created_at: string, change_seq: string }
    & { ' $fragmentRefs'?: { 'NewsStreamItem_NewsArticleFragment': NewsStreamItem_NewsArticleFragment } }
  )>, latest: Array<{ change_seq: string }> };

export type NewsTimelineStreamSubscriptionVariables = Exact<{
  where: News_Articles_Bool_Exp;
  since: string;
}>;


export type NewsTimelineStreamSubscription = { news_articles_stream: Array<(
    { id: string, published_at: string, created_at: string, change_seq: string }
    & { ' $fragmentRefs'?: { 'NewsStreamItem_NewsArticleFragment': NewsStreamItem_NewsArticleFragment } }
  )> };

export type NewsPageQueryQueryVariables = Exact<{
  where: News_Articles_Bool_Exp;
  afterAt: string;
  afterId: string;
  limit: number;
}>;


export type NewsPageQueryQuery = { news_articles: Array<(
    { id: string, published_at: string, created_at: string }
    & { ' $fragmentRefs'?: { 'NewsStreamItem_NewsArticleFragment': NewsStreamItem_NewsArticleFragment } }
  )> };

export type NewsPinnedSubscriptionSubscriptionVariables = Exact<{
  where: News_Articles_Bool_Exp;
  limit: number;
}>;


export type NewsPinnedSubscriptionSubscription = { news_articles: Array<(
    { id: string, published_at: string, created_at: string }
    & { ' $fragmentRefs'?: { 'NewsStreamItem_NewsArticleFragment': NewsStreamItem_NewsArticleFragment } }
  )> };

export type NewsStreamItem_NewsArticleFragment = (
  { id: string, bull_count: number, bear_count: number, is_important: boolean, pinned_at: string | null }
  & { ' $fragmentRefs'?: { 'NewsItem_NewsArticleFragment': NewsItem_NewsArticleFragment } }
) & { ' $fragmentName'?: 'NewsStreamItem_NewsArticleFragment' };

export type NotificationsPageQueryQueryVariables = Exact<{
  limit: number;
}>;


export type NotificationsPageQueryQuery = { notifications: Array<(
    { id: string, created_at: string, read_at: string | null }
    & { ' $fragmentRefs'?: { 'NotificationItem_NotificationFragment': NotificationItem_NotificationFragment } }
  )> };

export type NotificationsStreamSubscriptionSubscriptionVariables = Exact<{
  since: string;
}>;


export type NotificationsStreamSubscriptionSubscription = { notifications_stream: Array<(
    { id: string, created_at: string, read_at: string | null }
    & { ' $fragmentRefs'?: { 'NotificationItem_NotificationFragment': NotificationItem_NotificationFragment } }
  )> };

export type NotificationItem_NotificationFragment = { id: string, kind: string, note: string | null, read_at: string | null, created_at: string, discussion_id: string | null, comment_id: string | null, actor: { id: string, display_name: string, avatar_url: string | null } | null, discussion: { content: string } | null, article: { slug: string, title: string } | null, blog_post: { slug: string, title: string } | null, comment: { content: string } | null, event: { slug: string, name: string, start_date: string } | null } & { ' $fragmentName'?: 'NotificationItem_NotificationFragment' };

export type ProfileMemberQueryQueryVariables = Exact<{
  id: string;
}>;


export type ProfileMemberQueryQuery = { user_profiles_by_pk: (
    { id: string, created_at: string }
    & { ' $fragmentRefs'?: { 'ProfileCard_UserProfileFragment': ProfileCard_UserProfileFragment;'EditProfileForm_UserProfileFragment': EditProfileForm_UserProfileFragment } }
  ) | null };

export type ProfileCard_UserProfileFragment = { display_name: string, username: string, avatar_url: string | null, bio: string | null, website: string | null, location: string | null } & { ' $fragmentName'?: 'ProfileCard_UserProfileFragment' };

export type SearchResultsQueryQueryVariables = Exact<{
  query: string;
  limit?: number | null | undefined;
}>;


export type SearchResultsQueryQuery = { search: Array<{ type: string, id: string, title: string, excerpt: string | null, url: string, published_at: string | null, language: string | null }> };

export type TagPostsQueryQueryVariables = Exact<{
  tags: Array<string> | string;
  limit: number;
}>;


export type TagPostsQueryQuery = { blog_posts: Array<(
    { id: string, published_at: string | null, tags: Array<string>, tag_names: Array<string>, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'BlogPostCard_BlogPostFragment': BlogPostCard_BlogPostFragment } }
  )> };

export type TagPostsAfterQueryQueryVariables = Exact<{
  tags: Array<string> | string;
  afterAt: string;
  afterId: string;
  limit: number;
}>;


export type TagPostsAfterQueryQuery = { blog_posts: Array<(
    { id: string, published_at: string | null, tags: Array<string>, tag_names: Array<string>, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }
    & { ' $fragmentRefs'?: { 'BlogPostCard_BlogPostFragment': BlogPostCard_BlogPostFragment } }
  )> };

export type TagFollowersQueryQueryVariables = Exact<{
  tag: string;
}>;


export type TagFollowersQueryQuery = { tag_follower_counts_by_pk: { tag: string, followers_count: number } | null };

export type WriteBlogCategoriesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type WriteBlogCategoriesQueryQuery = { categories: Array<{ id: string, name: string, name_zh: string | null }> };

export type WriteBlogPostQueryQueryVariables = Exact<{
  id: string;
}>;


export type WriteBlogPostQueryQuery = { blog_posts_by_pk: { id: string, author_id: string, title: string, excerpt: string, content: string, image_url: string | null, category_id: string | null, tags: Array<string>, tag_names: Array<string>, featured: boolean, published: boolean, language: string } | null };

export type WriteBlogCreatePostMutationMutationVariables = Exact<{
  post: Blog_Posts_Insert_Input;
}>;


export type WriteBlogCreatePostMutationMutation = { insert_blog_posts_one: { id: string, slug: string, published: boolean } | null };

export type WriteBlogUpdatePostMutationMutationVariables = Exact<{
  id: string;
  post: Blog_Posts_Set_Input;
}>;


export type WriteBlogUpdatePostMutationMutation = { update_blog_posts_by_pk: { id: string, slug: string, published: boolean } | null };

export type CommentThreadSubscriptionSubscriptionVariables = Exact<{
  where: Discussion_Comments_Bool_Exp;
  limit: number;
}>;


export type CommentThreadSubscriptionSubscription = { discussion_comments: Array<(
    { id: string, created_at: string, replies: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'CommentTree_CommentFragment': CommentTree_CommentFragment } }
    )> }
    & { ' $fragmentRefs'?: { 'CommentTree_CommentFragment': CommentTree_CommentFragment } }
  )> };

export type CommentThreadEarlierQueryQueryVariables = Exact<{
  where: Discussion_Comments_Bool_Exp;
  beforeAt: string;
  beforeId: string;
  limit: number;
}>;


export type CommentThreadEarlierQueryQuery = { discussion_comments: Array<(
    { id: string, created_at: string, replies: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'CommentTree_CommentFragment': CommentTree_CommentFragment } }
    )> }
    & { ' $fragmentRefs'?: { 'CommentTree_CommentFragment': CommentTree_CommentFragment } }
  )> };

export type CommentCountSubscriptionSubscriptionVariables = Exact<{
  where: Discussion_Comments_Bool_Exp;
}>;


export type CommentCountSubscriptionSubscription = { discussion_comments_aggregate: { aggregate: { count: number } | null } };

export type CommentTree_CommentFragment = (
  { id: string, author_id: string, content: string, likes: number }
  & { ' $fragmentRefs'?: { 'CommentItem_DiscussionCommentFragment': CommentItem_DiscussionCommentFragment } }
) & { ' $fragmentName'?: 'CommentTree_CommentFragment' };

export type MyPostsQueryQueryVariables = Exact<{
  authorId: string;
}>;


export type MyPostsQueryQuery = { blog_posts: Array<{ id: string, slug: string, title: string, published: boolean, hidden: boolean, language: string, updated_at: string, category: { ' $fragmentRefs'?: { 'CategoryBadge_CategoryFragment': CategoryBadge_CategoryFragment } } | null }> };

export type MyPostsDeleteMutationMutationVariables = Exact<{
  id: string;
}>;


export type MyPostsDeleteMutationMutation = { delete_blog_posts_by_pk: { id: string } | null };

export const CategoryTabs_CategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTabs_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<CategoryTabs_CategoryFragment, unknown>;
export const AuthorMeta_UserProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorMeta_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}}]} as unknown as DocumentNode<AuthorMeta_UserProfileFragment, unknown>;
export const DiscussionCard_DiscussionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscussionCard_Discussion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"discussions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthorMeta_UserProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorMeta_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}}]} as unknown as DocumentNode<DiscussionCard_DiscussionFragment, unknown>;
export const EventCard_EventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard_Event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"events"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"location_url"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"registration_url"}},{"kind":"Field","name":{"kind":"Name","value":"max_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"current_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"is_free"}},{"kind":"Field","name":{"kind":"Name","value":"is_online"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"is_upcoming"}}]}}]} as unknown as DocumentNode<EventCard_EventFragment, unknown>;
export const StoryTranslationLink_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryTranslationLink_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"translation_of_id"}},{"kind":"Field","name":{"kind":"Name","value":"translation_of"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<StoryTranslationLink_ArticleFragment, unknown>;
export const StoryTranslationLink_BlogPostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryTranslationLink_BlogPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"translation_of_id"}},{"kind":"Field","name":{"kind":"Name","value":"translation_of"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<StoryTranslationLink_BlogPostFragment, unknown>;
export const ArticleCard_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<ArticleCard_ArticleFragment, unknown>;
export const BlogPostCard_BlogPostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostCard_BlogPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tag_names"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<BlogPostCard_BlogPostFragment, unknown>;
export const EditProfileForm_UserProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditProfileForm_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}}]} as unknown as DocumentNode<EditProfileForm_UserProfileFragment, unknown>;
export const CategoryBadge_CategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<CategoryBadge_CategoryFragment, unknown>;
export const ArticleRow_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleRow_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<ArticleRow_ArticleFragment, unknown>;
export const AdminEventsCountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEventsCount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"events_aggregate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AdminEventsCountFragment, unknown>;
export const EventRow_EventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventRow_Event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"events"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"max_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"current_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"is_free"}},{"kind":"Field","name":{"kind":"Name","value":"is_online"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]} as unknown as DocumentNode<EventRow_EventFragment, unknown>;
export const UserRow_UserProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"is_admin"}},{"kind":"Field","name":{"kind":"Name","value":"suspended_until"}},{"kind":"Field","name":{"kind":"Name","value":"suspension_reason"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UserRow_UserProfileFragment, unknown>;
export const NewsItem_NewsArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"source_url"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}},{"kind":"Field","name":{"kind":"Name","value":"tickers"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"news_category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NewsItem_NewsArticleFragment, unknown>;
export const NewsStreamItem_NewsArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsStreamItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bull_count"}},{"kind":"Field","name":{"kind":"Name","value":"bear_count"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsItem_NewsArticle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"source_url"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}},{"kind":"Field","name":{"kind":"Name","value":"tickers"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"news_category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NewsStreamItem_NewsArticleFragment, unknown>;
export const NotificationItem_NotificationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_Notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"notifications"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"read_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"discussion_id"}},{"kind":"Field","name":{"kind":"Name","value":"comment_id"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blog_post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}}]}}]}}]} as unknown as DocumentNode<NotificationItem_NotificationFragment, unknown>;
export const ProfileCard_UserProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileCard_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]} as unknown as DocumentNode<ProfileCard_UserProfileFragment, unknown>;
export const CommentItem_DiscussionCommentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem_DiscussionComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"discussion_comments"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthorMeta_UserProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorMeta_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}}]} as unknown as DocumentNode<CommentItem_DiscussionCommentFragment, unknown>;
export const CommentTree_CommentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentTree_Comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"discussion_comments"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem_DiscussionComment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorMeta_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem_DiscussionComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"discussion_comments"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthorMeta_UserProfile"}}]}}]}}]} as unknown as DocumentNode<CommentTree_CommentFragment, unknown>;
export const MentionMembersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MentionMembersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prefix"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contains"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_or"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"username"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_ilike"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prefix"}}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"display_name"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_ilike"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contains"}}}]}}]}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_neq"},"value":{"kind":"StringValue","value":"00000000-0000-4000-8000-00000000dead","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"username"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}}]}}]} as unknown as DocumentNode<MentionMembersQueryQuery, MentionMembersQueryQueryVariables>;
export const NewsRemovalsStreamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NewsRemovalsStream"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"bigint"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_removals_stream"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batch_size"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"initial_value"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"change_seq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"ordering"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_id"}},{"kind":"Field","name":{"kind":"Name","value":"change_seq"}}]}}]}}]} as unknown as DocumentNode<NewsRemovalsStreamSubscription, NewsRemovalsStreamSubscriptionVariables>;
export const NotificationMailSettingsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationMailSettingsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notification_email_settings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"mentions"}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"weekly_digest"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<NotificationMailSettingsQueryQuery, NotificationMailSettingsQueryQueryVariables>;
export const NotificationMailSettingsSaveMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationMailSettingsSaveMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mentions"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"replies"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comments"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weeklyDigest"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_notification_email_settings_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"mentions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mentions"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"replies"},"value":{"kind":"Variable","name":{"kind":"Name","value":"replies"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"comments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comments"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"weekly_digest"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weeklyDigest"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"on_conflict"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"constraint"},"value":{"kind":"EnumValue","value":"notification_email_settings_pkey"}},{"kind":"ObjectField","name":{"kind":"Name","value":"update_columns"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"mentions"},{"kind":"EnumValue","value":"replies"},{"kind":"EnumValue","value":"comments"},{"kind":"EnumValue","value":"weekly_digest"},{"kind":"EnumValue","value":"language"}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"mentions"}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"weekly_digest"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<NotificationMailSettingsSaveMutationMutation, NotificationMailSettingsSaveMutationMutationVariables>;
export const AdminGateProfileQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGateProfileQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_profiles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"is_admin"}}]}}]}}]} as unknown as DocumentNode<AdminGateProfileQueryQuery, AdminGateProfileQueryQueryVariables>;
export const BookmarkItemStateQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookmarkItemStateQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"bookmarks_bool_exp"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BookmarkItemStateQueryQuery, BookmarkItemStateQueryQueryVariables>;
export const BookmarkItemAddMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookmarkItemAddMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"bookmarks_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_bookmarks_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BookmarkItemAddMutationMutation, BookmarkItemAddMutationMutationVariables>;
export const BookmarkItemRemoveMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookmarkItemRemoveMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_bookmarks_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BookmarkItemRemoveMutationMutation, BookmarkItemRemoveMutationMutationVariables>;
export const CountViewPageMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CountViewPageMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referrer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visitorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPageView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"referrer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referrer"}}},{"kind":"Argument","name":{"kind":"Name","value":"visitorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visitorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<CountViewPageMutationMutation, CountViewPageMutationMutationVariables>;
export const CountViewArticleMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CountViewArticleMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incrementArticleViews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"views_count"}}]}}]}}]} as unknown as DocumentNode<CountViewArticleMutationMutation, CountViewArticleMutationMutationVariables>;
export const CountViewNewsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CountViewNewsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incrementNewsViews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"views_count"}}]}}]}}]} as unknown as DocumentNode<CountViewNewsMutationMutation, CountViewNewsMutationMutationVariables>;
export const CurateNewsImportantMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CurateNewsImportantMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"important"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_news_articles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"is_important"},"value":{"kind":"Variable","name":{"kind":"Name","value":"important"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}}]}}]}}]} as unknown as DocumentNode<CurateNewsImportantMutationMutation, CurateNewsImportantMutationMutationVariables>;
export const CurateNewsPinMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CurateNewsPinMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pinnedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_news_articles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pinned_at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pinnedAt"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}}]}}]}}]} as unknown as DocumentNode<CurateNewsPinMutationMutation, CurateNewsPinMutationMutationVariables>;
export const CommentDiscussionMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommentDiscussionMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"discussion_comments_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_discussion_comments_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CommentDiscussionMutationMutation, CommentDiscussionMutationMutationVariables>;
export const CreateDiscussionMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDiscussionMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topic"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_discussions_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"topic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topic"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateDiscussionMutationMutation, CreateDiscussionMutationMutationVariables>;
export const DeleteDiscussionMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDiscussionMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_discussions_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteDiscussionMutationMutation, DeleteDiscussionMutationMutationVariables>;
export const DeleteDiscussionCommentMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDiscussionCommentMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_discussion_comments_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteDiscussionCommentMutationMutation, DeleteDiscussionCommentMutationMutationVariables>;
export const EditCommentMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditCommentMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_discussion_comments_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<EditCommentMutationMutation, EditCommentMutationMutationVariables>;
export const EditDiscussionTitleMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditDiscussionTitleMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_discussions_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]}}]} as unknown as DocumentNode<EditDiscussionTitleMutationMutation, EditDiscussionTitleMutationMutationVariables>;
export const LikeDiscussionInsertMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikeDiscussionInsertMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"discussionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_discussion_likes_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"discussion_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"discussionId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussion_id"}}]}}]}}]} as unknown as DocumentNode<LikeDiscussionInsertMutationMutation, LikeDiscussionInsertMutationMutationVariables>;
export const LikeDiscussionDeleteMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikeDiscussionDeleteMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"discussionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_discussion_likes_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"discussion_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"discussionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussion_id"}}]}}]}}]} as unknown as DocumentNode<LikeDiscussionDeleteMutationMutation, LikeDiscussionDeleteMutationMutationVariables>;
export const LikeDiscussionCommentInsertMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikeDiscussionCommentInsertMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_discussion_comment_likes_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"comment_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment_id"}}]}}]}}]} as unknown as DocumentNode<LikeDiscussionCommentInsertMutationMutation, LikeDiscussionCommentInsertMutationMutationVariables>;
export const LikeDiscussionCommentDeleteMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikeDiscussionCommentDeleteMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_discussion_comment_likes_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"comment_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment_id"}}]}}]}}]} as unknown as DocumentNode<LikeDiscussionCommentDeleteMutationMutation, LikeDiscussionCommentDeleteMutationMutationVariables>;
export const LikeArticleInsertMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikeArticleInsertMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_article_likes_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"article_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article_id"}}]}}]}}]} as unknown as DocumentNode<LikeArticleInsertMutationMutation, LikeArticleInsertMutationMutationVariables>;
export const LikeArticleDeleteMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikeArticleDeleteMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_article_likes_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"article_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article_id"}}]}}]}}]} as unknown as DocumentNode<LikeArticleDeleteMutationMutation, LikeArticleDeleteMutationMutationVariables>;
export const LikeBlogPostInsertMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikeBlogPostInsertMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blogPostId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_blog_post_likes_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"blog_post_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blogPostId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_post_id"}}]}}]}}]} as unknown as DocumentNode<LikeBlogPostInsertMutationMutation, LikeBlogPostInsertMutationMutationVariables>;
export const LikeBlogPostDeleteMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikeBlogPostDeleteMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blogPostId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_blog_post_likes_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"blog_post_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blogPostId"}}},{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_post_id"}}]}}]}}]} as unknown as DocumentNode<LikeBlogPostDeleteMutationMutation, LikeBlogPostDeleteMutationMutationVariables>;
export const LikeDiscussionMineSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LikeDiscussionMineSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"discussionIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussion_likes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"discussion_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"discussionIds"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussion_id"}}]}}]}}]} as unknown as DocumentNode<LikeDiscussionMineSubscriptionSubscription, LikeDiscussionMineSubscriptionSubscriptionVariables>;
export const LikeDiscussionMyCommentLikesSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LikeDiscussionMyCommentLikesSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comments"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"discussion_comments_bool_exp"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussion_comment_likes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comments"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment_id"}}]}}]}}]} as unknown as DocumentNode<LikeDiscussionMyCommentLikesSubscriptionSubscription, LikeDiscussionMyCommentLikesSubscriptionSubscriptionVariables>;
export const LikeArticleCountSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LikeArticleCountSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article_likes_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"article_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<LikeArticleCountSubscriptionSubscription, LikeArticleCountSubscriptionSubscriptionVariables>;
export const LikeArticleMineSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LikeArticleMineSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article_likes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"article_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"user_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article_id"}}]}}]}}]} as unknown as DocumentNode<LikeArticleMineSubscriptionSubscription, LikeArticleMineSubscriptionSubscriptionVariables>;
export const LikeBlogPostCountSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LikeBlogPostCountSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blogPostId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_post_likes_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"blog_post_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blogPostId"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<LikeBlogPostCountSubscriptionSubscription, LikeBlogPostCountSubscriptionSubscriptionVariables>;
export const LikeBlogPostMineSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LikeBlogPostMineSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blogPostId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_post_likes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"blog_post_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blogPostId"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"user_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_post_id"}}]}}]}}]} as unknown as DocumentNode<LikeBlogPostMineSubscriptionSubscription, LikeBlogPostMineSubscriptionSubscriptionVariables>;
export const ReportContentMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportContentMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"content_reports_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_content_reports_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ReportContentMutationMutation, ReportContentMutationMutationVariables>;
export const EditProfileSaveMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditProfileSaveMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_user_profiles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}}]}}]} as unknown as DocumentNode<EditProfileSaveMutationMutation, EditProfileSaveMutationMutationVariables>;
export const FollowItemStateQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowItemStateQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"follows_bool_exp"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"follows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FollowItemStateQueryQuery, FollowItemStateQueryQueryVariables>;
export const FollowItemAddMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowItemAddMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"follows_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_follows_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FollowItemAddMutationMutation, FollowItemAddMutationMutationVariables>;
export const FollowItemRemoveMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowItemRemoveMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_follows_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FollowItemRemoveMutationMutation, FollowItemRemoveMutationMutationVariables>;
export const MemberModerationQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberModerationQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_profiles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"is_admin"}},{"kind":"Field","name":{"kind":"Name","value":"suspended_until"}},{"kind":"Field","name":{"kind":"Name","value":"suspension_reason"}}]}}]}}]} as unknown as DocumentNode<MemberModerationQueryQuery, MemberModerationQueryQueryVariables>;
export const ModerateMemberActionMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateMemberActionMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"moderation_actions_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_moderation_actions_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"suspended_until"}},{"kind":"Field","name":{"kind":"Name","value":"suspension_reason"}}]}}]}}]}}]} as unknown as DocumentNode<ModerateMemberActionMutationMutation, ModerateMemberActionMutationMutationVariables>;
export const ReadNotificationsUnreadSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ReadNotificationsUnreadSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"read_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_is_null"},"value":{"kind":"BooleanValue","value":true}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<ReadNotificationsUnreadSubscriptionSubscription, ReadNotificationsUnreadSubscriptionSubscriptionVariables>;
export const ReadNotificationMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadNotificationMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_notifications_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"read_at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read_at"}}]}}]}}]} as unknown as DocumentNode<ReadNotificationMutationMutation, ReadNotificationMutationMutationVariables>;
export const ReadAllNotificationsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadAllNotificationsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"read_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_is_null"},"value":{"kind":"BooleanValue","value":true}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"read_at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected_rows"}},{"kind":"Field","name":{"kind":"Name","value":"returning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read_at"}}]}}]}}]}}]} as unknown as DocumentNode<ReadAllNotificationsMutationMutation, ReadAllNotificationsMutationMutationVariables>;
export const RefreshNewsFetchMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshNewsFetchMutation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"throttled"}},{"kind":"Field","name":{"kind":"Name","value":"fetched_at"}},{"kind":"Field","name":{"kind":"Name","value":"new_items"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RefreshNewsFetchMutationMutation, RefreshNewsFetchMutationMutationVariables>;
export const RsvpEventStateQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RsvpEventStateQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event_rsvps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"event_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RsvpEventStateQueryQuery, RsvpEventStateQueryQueryVariables>;
export const RsvpEventSetMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RsvpEventSetMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_event_rsvps_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"event_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"on_conflict"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"constraint"},"value":{"kind":"EnumValue","value":"event_rsvps_once"}},{"kind":"ObjectField","name":{"kind":"Name","value":"update_columns"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"status"}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RsvpEventSetMutationMutation, RsvpEventSetMutationMutationVariables>;
export const RsvpEventWithdrawMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RsvpEventWithdrawMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_event_rsvps_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RsvpEventWithdrawMutationMutation, RsvpEventWithdrawMutationMutationVariables>;
export const VoteNewsCastMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VoteNewsCastMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newsId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"side"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_news_votes_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"news_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newsId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"side"},"value":{"kind":"Variable","name":{"kind":"Name","value":"side"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"on_conflict"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"constraint"},"value":{"kind":"EnumValue","value":"news_votes_pkey"}},{"kind":"ObjectField","name":{"kind":"Name","value":"update_columns"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"side"}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}}]}}]}}]} as unknown as DocumentNode<VoteNewsCastMutationMutation, VoteNewsCastMutationMutationVariables>;
export const VoteNewsWithdrawMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VoteNewsWithdrawMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newsId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_news_votes_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"news_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newsId"}}},{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_id"}}]}}]}}]} as unknown as DocumentNode<VoteNewsWithdrawMutationMutation, VoteNewsWithdrawMutationMutationVariables>;
export const VoteNewsMineSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"VoteNewsMineSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newsIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_votes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"news_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newsIds"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}}]}}]}}]} as unknown as DocumentNode<VoteNewsMineSubscriptionSubscription, VoteNewsMineSubscriptionSubscriptionVariables>;
export const AdminArticlesListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticlesListQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"articles_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"later"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleRow_Article"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"matching"},"name":{"kind":"Name","value":"articles_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"later"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"total"},"name":{"kind":"Name","value":"articles_aggregate"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"later"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"published"},"name":{"kind":"Name","value":"articles_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"later"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleRow_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminArticlesListQueryQuery, AdminArticlesListQueryQueryVariables>;
export const AdminArticlesSetPublishedMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminArticlesSetPublishedMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"published"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_articles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published"},"value":{"kind":"Variable","name":{"kind":"Name","value":"published"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminArticlesSetPublishedMutationMutation, AdminArticlesSetPublishedMutationMutationVariables>;
export const AdminArticlesDeleteMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminArticlesDeleteMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_articles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminArticlesDeleteMutationMutation, AdminArticlesDeleteMutationMutationVariables>;
export const AdminCategoriesCategoriesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategoriesCategoriesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"scope"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"article","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"articles_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCategoriesCategoriesQueryQuery, AdminCategoriesCategoriesQueryQueryVariables>;
export const AdminCategoriesInsertCategoryMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCategoriesInsertCategoryMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"categories_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_categories_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCategoriesInsertCategoryMutationMutation, AdminCategoriesInsertCategoryMutationMutationVariables>;
export const AdminCategoriesUpdateCategoryMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCategoriesUpdateCategoryMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"categories_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_categories_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCategoriesUpdateCategoryMutationMutation, AdminCategoriesUpdateCategoryMutationMutationVariables>;
export const AdminCategoriesDeleteCategoryMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCategoriesDeleteCategoryMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_categories_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCategoriesDeleteCategoryMutationMutation, AdminCategoriesDeleteCategoryMutationMutationVariables>;
export const AdminCategoriesAuthorsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategoriesAuthorsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"expertise"}},{"kind":"Field","name":{"kind":"Name","value":"articles_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCategoriesAuthorsQueryQuery, AdminCategoriesAuthorsQueryQueryVariables>;
export const AdminCategoriesInsertAuthorMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCategoriesInsertAuthorMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"authors_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_authors_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCategoriesInsertAuthorMutationMutation, AdminCategoriesInsertAuthorMutationMutationVariables>;
export const AdminCategoriesUpdateAuthorMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCategoriesUpdateAuthorMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"authors_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_authors_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCategoriesUpdateAuthorMutationMutation, AdminCategoriesUpdateAuthorMutationMutationVariables>;
export const AdminCategoriesDeleteAuthorMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCategoriesDeleteAuthorMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_authors_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCategoriesDeleteAuthorMutationMutation, AdminCategoriesDeleteAuthorMutationMutationVariables>;
export const AdminDashboardAnalyticsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardAnalyticsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyAnalytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalUniqueVisitors"}},{"kind":"Field","name":{"kind":"Name","value":"avgBounceRate"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"deviceBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"articleAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"topCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contentTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"blogPosts"}},{"kind":"Field","name":{"kind":"Name","value":"discussions"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"openReports"},"name":{"kind":"Name","value":"content_reports_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"resolved"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":false}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardAnalyticsQueryQuery, AdminDashboardAnalyticsQueryQueryVariables>;
export const DiagnosticsCountsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DiagnosticsCountsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"articles"},"name":{"kind":"Name","value":"articles_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"blogPosts"},"name":{"kind":"Name","value":"blog_posts_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"news"},"name":{"kind":"Name","value":"news_articles_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"events"},"name":{"kind":"Name","value":"events_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"discussions"},"name":{"kind":"Name","value":"discussions_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"comments"},"name":{"kind":"Name","value":"discussion_comments_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"users"},"name":{"kind":"Name","value":"auth_users_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"pageViews"},"name":{"kind":"Name","value":"page_views_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<DiagnosticsCountsQueryQuery, DiagnosticsCountsQueryQueryVariables>;
export const DiagnosticsImagesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DiagnosticsImagesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"image_url"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_is_null"},"value":{"kind":"BooleanValue","value":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"_nlike"},"value":{"kind":"StringValue","value":"/demo/%","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"updated_at"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blog_posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"image_url"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_is_null"},"value":{"kind":"BooleanValue","value":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"_nlike"},"value":{"kind":"StringValue","value":"/demo/%","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"updated_at"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user_profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"avatar_url"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_is_null"},"value":{"kind":"BooleanValue","value":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"_nlike"},"value":{"kind":"StringValue","value":"/demo/%","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"updated_at"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}}]}}]} as unknown as DocumentNode<DiagnosticsImagesQueryQuery, DiagnosticsImagesQueryQueryVariables>;
export const DiagnosticsCategoriesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DiagnosticsCategoriesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"scope"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"articles_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DiagnosticsCategoriesQueryQuery, DiagnosticsCategoriesQueryQueryVariables>;
export const DiagnosticsResetCategoriesMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiagnosticsResetCategoriesMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetWeb3Categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"articlesUncategorized"}},{"kind":"Field","name":{"kind":"Name","value":"removedCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addedCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"web3Categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}}]}}]}}]}}]} as unknown as DocumentNode<DiagnosticsResetCategoriesMutationMutation, DiagnosticsResetCategoriesMutationMutationVariables>;
export const DiagnosticsTodosQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DiagnosticsTodosQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"todos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"is_completed"}}]}}]}}]} as unknown as DocumentNode<DiagnosticsTodosQueryQuery, DiagnosticsTodosQueryQueryVariables>;
export const DiagnosticsAddTodoMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiagnosticsAddTodoMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_todos_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DiagnosticsAddTodoMutationMutation, DiagnosticsAddTodoMutationMutationVariables>;
export const DiagnosticsToggleTodoMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiagnosticsToggleTodoMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"done"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_todos_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"is_completed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"done"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"is_completed"}}]}}]}}]} as unknown as DocumentNode<DiagnosticsToggleTodoMutationMutation, DiagnosticsToggleTodoMutationMutationVariables>;
export const DiagnosticsDeleteTodoMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiagnosticsDeleteTodoMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_todos_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DiagnosticsDeleteTodoMutationMutation, DiagnosticsDeleteTodoMutationMutationVariables>;
export const AdminEventsListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEventsListQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"events_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"later"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventRow_Event"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"matching"},"name":{"kind":"Name","value":"events_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"later"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"total"},"name":{"kind":"Name","value":"events_aggregate"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"later"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEventsCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"upcoming"},"name":{"kind":"Name","value":"events_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"EnumValue","value":"upcoming"}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"later"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEventsCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"ongoing"},"name":{"kind":"Name","value":"events_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"EnumValue","value":"ongoing"}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"later"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEventsCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"completed"},"name":{"kind":"Name","value":"events_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"EnumValue","value":"completed"}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"later"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEventsCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"cancelled"},"name":{"kind":"Name","value":"events_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"EnumValue","value":"cancelled"}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"later"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEventsCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventRow_Event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"events"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"max_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"current_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"is_free"}},{"kind":"Field","name":{"kind":"Name","value":"is_online"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEventsCount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"events_aggregate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AdminEventsListQueryQuery, AdminEventsListQueryQueryVariables>;
export const AdminEventsEventQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEventsEventQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"location_url"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"registration_url"}},{"kind":"Field","name":{"kind":"Name","value":"max_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"current_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"translation_of_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_free"}},{"kind":"Field","name":{"kind":"Name","value":"is_online"}},{"kind":"Field","name":{"kind":"Name","value":"organizer_name"}},{"kind":"Field","name":{"kind":"Name","value":"organizer_email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<AdminEventsEventQueryQuery, AdminEventsEventQueryQueryVariables>;
export const AdminEventsSlugQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEventsSlugQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminEventsSlugQueryQuery, AdminEventsSlugQueryQueryVariables>;
export const AdminEventsInsertMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEventsInsertMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"events_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_events_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEventsInsertMutationMutation, AdminEventsInsertMutationMutationVariables>;
export const AdminEventsUpdateMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEventsUpdateMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"events_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_events_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEventsUpdateMutationMutation, AdminEventsUpdateMutationMutationVariables>;
export const AdminEventsDeleteMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEventsDeleteMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_events_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminEventsDeleteMutationMutation, AdminEventsDeleteMutationMutationVariables>;
export const AdminEventsTranslationsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEventsTranslationsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"language"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_neq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"start_date"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminEventsTranslationsQueryQuery, AdminEventsTranslationsQueryQueryVariables>;
export const AdminOutboxListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOutboxListQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"auth_mail_outbox_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"later"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auth_mail_outbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"matching"},"name":{"kind":"Name","value":"auth_mail_outbox_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"later"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOutboxListQueryQuery, AdminOutboxListQueryQueryVariables>;
export const AdminOutboxMessageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOutboxMessageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auth_mail_outbox_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message_id"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text_body"}},{"kind":"Field","name":{"kind":"Name","value":"html_body"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"last_error"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"sent_at"}}]}}]}}]} as unknown as DocumentNode<AdminOutboxMessageQueryQuery, AdminOutboxMessageQueryQueryVariables>;
export const AdminReportsListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReportsListQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resolved"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content_reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"resolved"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resolved"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"is_admin"}},{"kind":"Field","name":{"kind":"Name","value":"suspended_until"}},{"kind":"Field","name":{"kind":"Name","value":"suspension_reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"discussion_id"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blog_post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"is_admin"}},{"kind":"Field","name":{"kind":"Name","value":"suspended_until"}},{"kind":"Field","name":{"kind":"Name","value":"suspension_reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"blog_post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"is_admin"}},{"kind":"Field","name":{"kind":"Name","value":"suspended_until"}},{"kind":"Field","name":{"kind":"Name","value":"suspension_reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminReportsListQueryQuery, AdminReportsListQueryQueryVariables>;
export const AdminReportsUnhideMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReportsUnhideMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"discussion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blogPost"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_discussions_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"hidden"},"value":{"kind":"BooleanValue","value":false}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"discussion"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}},{"kind":"Field","name":{"kind":"Name","value":"update_discussion_comments_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"hidden"},"value":{"kind":"BooleanValue","value":false}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}},{"kind":"Field","name":{"kind":"Name","value":"update_blog_posts_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"hidden"},"value":{"kind":"BooleanValue","value":false}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blogPost"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}}]} as unknown as DocumentNode<AdminReportsUnhideMutationMutation, AdminReportsUnhideMutationMutationVariables>;
export const AdminReportsResolveMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReportsResolveMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_content_reports_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"resolved"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}}]}}]}}]} as unknown as DocumentNode<AdminReportsResolveMutationMutation, AdminReportsResolveMutationMutationVariables>;
export const AdminUsersListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsersListQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"later"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_UserProfile"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"matching"},"name":{"kind":"Name","value":"user_profiles_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"later"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"is_admin"}},{"kind":"Field","name":{"kind":"Name","value":"suspended_until"}},{"kind":"Field","name":{"kind":"Name","value":"suspension_reason"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AdminUsersListQueryQuery, AdminUsersListQueryQueryVariables>;
export const AdminUsersSetAdminMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUsersSetAdminMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isAdmin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_user_profiles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"is_admin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isAdmin"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"is_admin"}}]}}]}}]} as unknown as DocumentNode<AdminUsersSetAdminMutationMutation, AdminUsersSetAdminMutationMutationVariables>;
export const AdminUsersMemberContentQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsersMemberContentQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_profiles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"blog_posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blog_posts_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussions_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussion_comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"discussion_id"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blog_post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussion_comments_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reports_filed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"discussion_id"}},{"kind":"Field","name":{"kind":"Name","value":"comment_id"}},{"kind":"Field","name":{"kind":"Name","value":"blog_post_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reports_filed_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moderation_actions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"suspended_until"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsersMemberContentQueryQuery, AdminUsersMemberContentQueryQueryVariables>;
export const WriteArticleOptionsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WriteArticleOptionsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"scope"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"article","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<WriteArticleOptionsQueryQuery, WriteArticleOptionsQueryQueryVariables>;
export const WriteArticleEditQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WriteArticleEditQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"translation_of_id"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}}]} as unknown as DocumentNode<WriteArticleEditQueryQuery, WriteArticleEditQueryQueryVariables>;
export const WriteArticleInsertMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WriteArticleInsertMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"articles_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_articles_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}}]} as unknown as DocumentNode<WriteArticleInsertMutationMutation, WriteArticleInsertMutationMutationVariables>;
export const WriteArticleUpdateMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WriteArticleUpdateMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"articles_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_articles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}}]} as unknown as DocumentNode<WriteArticleUpdateMutationMutation, WriteArticleUpdateMutationMutationVariables>;
export const WriteArticleCreateAuthorMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WriteArticleCreateAuthorMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_authors_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WriteArticleCreateAuthorMutationMutation, WriteArticleCreateAuthorMutationMutationVariables>;
export const ArticlePageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticlePageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"views_count"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryTranslationLink_Article"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryTranslationLink_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"translation_of_id"}},{"kind":"Field","name":{"kind":"Name","value":"translation_of"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<ArticlePageQueryQuery, ArticlePageQueryQueryVariables>;
export const ArticleLegacyQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleLegacyQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<ArticleLegacyQueryQuery, ArticleLegacyQueryQueryVariables>;
export const AuthorPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"expertise"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}},{"kind":"Field","name":{"kind":"Name","value":"followers_count"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_Article"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<AuthorPageQueryQuery, AuthorPageQueryQueryVariables>;
export const AuthorArticlesAfterQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorArticlesAfterQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"author_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authorId"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"published"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"_or"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_lt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_Article"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<AuthorArticlesAfterQueryQuery, AuthorArticlesAfterQueryQueryVariables>;
export const AuthorMemberQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorMemberQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"posts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"discussions"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"username"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"followers_count"}},{"kind":"Field","name":{"kind":"Name","value":"following_count"}},{"kind":"Field","name":{"kind":"Name","value":"blog_posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"posts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogPostCard_BlogPost"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"discussions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments_count"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscussionCard_Discussion"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorMeta_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostCard_BlogPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tag_names"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscussionCard_Discussion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"discussions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthorMeta_UserProfile"}}]}}]}}]} as unknown as DocumentNode<AuthorMemberQueryQuery, AuthorMemberQueryQueryVariables>;
export const MemberPostsAfterQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberPostsAfterQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"author_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authorId"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"published"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"_or"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_lt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogPostCard_BlogPost"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostCard_BlogPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tag_names"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<MemberPostsAfterQueryQuery, MemberPostsAfterQueryQueryVariables>;
export const MemberDiscussionsAfterQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDiscussionsAfterQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"author_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authorId"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"_or"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_lt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments_count"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscussionCard_Discussion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorMeta_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscussionCard_Discussion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"discussions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthorMeta_UserProfile"}}]}}]}}]} as unknown as DocumentNode<MemberDiscussionsAfterQueryQuery, MemberDiscussionsAfterQueryQueryVariables>;
export const BlogPostPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPostPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tag_names"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryTranslationLink_BlogPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryTranslationLink_BlogPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"translation_of_id"}},{"kind":"Field","name":{"kind":"Name","value":"translation_of"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<BlogPostPageQueryQuery, BlogPostPageQueryQueryVariables>;
export const BlogPostLegacyQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPostLegacyQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_posts_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<BlogPostLegacyQueryQuery, BlogPostLegacyQueryQueryVariables>;
export const BlogCategoriesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogCategoriesQuery"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"cached"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"scope"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"blog","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryTabs_Category"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTabs_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<BlogCategoriesQueryQuery, BlogCategoriesQueryQueryVariables>;
export const BlogPostsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPostsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogPostCard_BlogPost"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostCard_BlogPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tag_names"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<BlogPostsQueryQuery, BlogPostsQueryQueryVariables>;
export const BlogPostsAfterQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPostsAfterQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"where"}},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_or"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_lt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}}}]}}]}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogPostCard_BlogPost"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostCard_BlogPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tag_names"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<BlogPostsAfterQueryQuery, BlogPostsAfterQueryQueryVariables>;
export const BookmarksPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookmarksPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blog_post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"news_article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<BookmarksPageQueryQuery, BookmarksPageQueryQueryVariables>;
export const DiscussionThreadPageSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DiscussionThreadPageSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussions_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments_count"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscussionCard_Discussion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorMeta_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscussionCard_Discussion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"discussions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthorMeta_UserProfile"}}]}}]}}]} as unknown as DocumentNode<DiscussionThreadPageSubscriptionSubscription, DiscussionThreadPageSubscriptionSubscriptionVariables>;
export const DiscussionListSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DiscussionListSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"discussions_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"discussions_order_by"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments_count"}},{"kind":"Field","name":{"kind":"Name","value":"popular_key"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscussionCard_Discussion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorMeta_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscussionCard_Discussion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"discussions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthorMeta_UserProfile"}}]}}]}}]} as unknown as DocumentNode<DiscussionListSubscriptionSubscription, DiscussionListSubscriptionSubscriptionVariables>;
export const DiscussionsAfterQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DiscussionsAfterQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"discussions_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"where"}},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_or"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_lt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}}}]}}]}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments_count"}},{"kind":"Field","name":{"kind":"Name","value":"popular_key"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscussionCard_Discussion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorMeta_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscussionCard_Discussion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"discussions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthorMeta_UserProfile"}}]}}]}}]} as unknown as DocumentNode<DiscussionsAfterQueryQuery, DiscussionsAfterQueryQueryVariables>;
export const DiscussionsPopularAfterQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DiscussionsPopularAfterQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"discussions_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"where"}},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"popular_key"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_lt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"popular_key"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments_count"}},{"kind":"Field","name":{"kind":"Name","value":"popular_key"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscussionCard_Discussion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorMeta_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscussionCard_Discussion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"discussions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthorMeta_UserProfile"}}]}}]}}]} as unknown as DocumentNode<DiscussionsPopularAfterQueryQuery, DiscussionsPopularAfterQueryQueryVariables>;
export const DiscussionStatsSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DiscussionStatsSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forum_totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussions"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}}]}}]}}]} as unknown as DocumentNode<DiscussionStatsSubscriptionSubscription, DiscussionStatsSubscriptionSubscriptionVariables>;
export const EventDetailQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventDetailQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"location_url"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"registration_url"}},{"kind":"Field","name":{"kind":"Name","value":"max_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"current_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"translation_of"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"is_free"}},{"kind":"Field","name":{"kind":"Name","value":"is_online"}},{"kind":"Field","name":{"kind":"Name","value":"organizer_name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"is_upcoming"}}]}}]}}]} as unknown as DocumentNode<EventDetailQueryQuery, EventDetailQueryQueryVariables>;
export const EventsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"events_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"upcomingLimit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pastLimit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"categories"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"distinct_on"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"category"}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category"},"value":{"kind":"EnumValue","value":"asc_nulls_last"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"upcoming"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"where"}},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"is_upcoming"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"start_date"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"upcomingLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard_Event"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"past"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"where"}},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"is_upcoming"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":false}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"start_date"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pastLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard_Event"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard_Event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"events"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"location_url"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"registration_url"}},{"kind":"Field","name":{"kind":"Name","value":"max_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"current_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"is_free"}},{"kind":"Field","name":{"kind":"Name","value":"is_online"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"is_upcoming"}}]}}]} as unknown as DocumentNode<EventsPageQueryQuery, EventsPageQueryQueryVariables>;
export const UpcomingEventsAfterQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpcomingEventsAfterQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"events_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"where"}},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"is_upcoming"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_or"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"start_date"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"start_date"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}}}]}}]}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"start_date"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard_Event"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard_Event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"events"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"location_url"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"registration_url"}},{"kind":"Field","name":{"kind":"Name","value":"max_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"current_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"is_free"}},{"kind":"Field","name":{"kind":"Name","value":"is_online"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"is_upcoming"}}]}}]} as unknown as DocumentNode<UpcomingEventsAfterQueryQuery, UpcomingEventsAfterQueryQueryVariables>;
export const PastEventsAfterQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PastEventsAfterQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"events_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"where"}},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"is_upcoming"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":false}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_or"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"start_date"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_lt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"start_date"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_lt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}}}]}}]}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"start_date"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard_Event"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard_Event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"events"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"end_date"}},{"kind":"Field","name":{"kind":"Name","value":"location_url"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"registration_url"}},{"kind":"Field","name":{"kind":"Name","value":"max_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"current_attendees"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"is_free"}},{"kind":"Field","name":{"kind":"Name","value":"is_online"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"is_upcoming"}}]}}]} as unknown as DocumentNode<PastEventsAfterQueryQuery, PastEventsAfterQueryQueryVariables>;
export const HomeCategoriesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeCategoriesQuery"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"cached"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"scope"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"article","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryTabs_Category"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTabs_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<HomeCategoriesQueryQuery, HomeCategoriesQueryQueryVariables>;
export const HomeFeaturedQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeFeaturedQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"articles_bool_exp"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"where"}},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"featured"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_Article"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<HomeFeaturedQueryQuery, HomeFeaturedQueryQueryVariables>;
export const HomeLatestQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeLatestQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"articles_bool_exp"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"where"}},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"image_url"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_is_null"},"value":{"kind":"BooleanValue","value":true}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_Article"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<HomeLatestQueryQuery, HomeLatestQueryQueryVariables>;
export const HomeArticlesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeArticlesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"articles_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_Article"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<HomeArticlesQueryQuery, HomeArticlesQueryQueryVariables>;
export const HomeLiveNewsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeLiveNewsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"change_seq"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsItem_NewsArticle"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"latest"},"name":{"kind":"Name","value":"news_articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"change_seq"},"value":{"kind":"EnumValue","value":"desc"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change_seq"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"source_url"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}},{"kind":"Field","name":{"kind":"Name","value":"tickers"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"news_category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HomeLiveNewsQueryQuery, HomeLiveNewsQueryQueryVariables>;
export const HomeLiveNewsStreamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"HomeLiveNewsStream"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"bigint"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_articles_stream"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batch_size"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"initial_value"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"change_seq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"ordering"},"value":{"kind":"EnumValue","value":"ASC"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"change_seq"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsItem_NewsArticle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"source_url"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}},{"kind":"Field","name":{"kind":"Name","value":"tickers"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"news_category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HomeLiveNewsStreamSubscription, HomeLiveNewsStreamSubscriptionVariables>;
export const HomeFollowsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeFollowsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"follows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"member_id"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]} as unknown as DocumentNode<HomeFollowsQueryQuery, HomeFollowsQueryQueryVariables>;
export const HomeFollowingQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeFollowingQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articles"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"articles_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"posts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}}]},{"kind":"Variable","name":{"kind":"Name","value":"articles"}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_Article"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"blog_posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}}]},{"kind":"Variable","name":{"kind":"Name","value":"posts"}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogPostCard_BlogPost"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_Article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostCard_BlogPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tag_names"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<HomeFollowingQueryQuery, HomeFollowingQueryQueryVariables>;
export const NewsItemPageSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NewsItemPageSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_articles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"source_url"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"author_name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}},{"kind":"Field","name":{"kind":"Name","value":"tickers"}},{"kind":"Field","name":{"kind":"Name","value":"bull_count"}},{"kind":"Field","name":{"kind":"Name","value":"bear_count"}},{"kind":"Field","name":{"kind":"Name","value":"news_category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<NewsItemPageSubscriptionSubscription, NewsItemPageSubscriptionSubscriptionVariables>;
export const NewsCategoriesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsCategoriesQuery"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"cached"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sort_order"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<NewsCategoriesQueryQuery, NewsCategoriesQueryQueryVariables>;
export const NewsFirstPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsFirstPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"change_seq"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsStreamItem_NewsArticle"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"latest"},"name":{"kind":"Name","value":"news_articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"change_seq"},"value":{"kind":"EnumValue","value":"desc"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change_seq"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"source_url"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}},{"kind":"Field","name":{"kind":"Name","value":"tickers"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"news_category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsStreamItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bull_count"}},{"kind":"Field","name":{"kind":"Name","value":"bear_count"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsItem_NewsArticle"}}]}}]} as unknown as DocumentNode<NewsFirstPageQueryQuery, NewsFirstPageQueryQueryVariables>;
export const NewsTimelineStreamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NewsTimelineStream"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"bigint"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_articles_stream"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batch_size"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"initial_value"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"change_seq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"ordering"},"value":{"kind":"EnumValue","value":"ASC"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"change_seq"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsStreamItem_NewsArticle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"source_url"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}},{"kind":"Field","name":{"kind":"Name","value":"tickers"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"news_category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsStreamItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bull_count"}},{"kind":"Field","name":{"kind":"Name","value":"bear_count"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsItem_NewsArticle"}}]}}]} as unknown as DocumentNode<NewsTimelineStreamSubscription, NewsTimelineStreamSubscriptionVariables>;
export const NewsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"where"}},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_or"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_lt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}}}]}}]}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsStreamItem_NewsArticle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"source_url"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}},{"kind":"Field","name":{"kind":"Name","value":"tickers"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"news_category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsStreamItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bull_count"}},{"kind":"Field","name":{"kind":"Name","value":"bear_count"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsItem_NewsArticle"}}]}}]} as unknown as DocumentNode<NewsPageQueryQuery, NewsPageQueryQueryVariables>;
export const NewsPinnedSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NewsPinnedSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news_articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pinned_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsStreamItem_NewsArticle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"source_url"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}},{"kind":"Field","name":{"kind":"Name","value":"tickers"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"news_category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsStreamItem_NewsArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"news_articles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bull_count"}},{"kind":"Field","name":{"kind":"Name","value":"bear_count"}},{"kind":"Field","name":{"kind":"Name","value":"is_important"}},{"kind":"Field","name":{"kind":"Name","value":"pinned_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsItem_NewsArticle"}}]}}]} as unknown as DocumentNode<NewsPinnedSubscriptionSubscription, NewsPinnedSubscriptionSubscriptionVariables>;
export const NotificationsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"read_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem_Notification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_Notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"notifications"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"read_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"discussion_id"}},{"kind":"Field","name":{"kind":"Name","value":"comment_id"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blog_post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}}]}}]}}]} as unknown as DocumentNode<NotificationsPageQueryQuery, NotificationsPageQueryQueryVariables>;
export const NotificationsStreamSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationsStreamSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications_stream"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batch_size"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"initial_value"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"ordering"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"read_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem_Notification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_Notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"notifications"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"read_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"discussion_id"}},{"kind":"Field","name":{"kind":"Name","value":"comment_id"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blog_post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}}]}}]}}]} as unknown as DocumentNode<NotificationsStreamSubscriptionSubscription, NotificationsStreamSubscriptionSubscriptionVariables>;
export const ProfileMemberQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileMemberQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_profiles_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileCard_UserProfile"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditProfileForm_UserProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileCard_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditProfileForm_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}}]} as unknown as DocumentNode<ProfileMemberQueryQuery, ProfileMemberQueryQueryVariables>;
export const SearchResultsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchResultsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<SearchResultsQueryQuery, SearchResultsQueryQueryVariables>;
export const TagPostsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagPostsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"tags"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_contains"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tag_names"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogPostCard_BlogPost"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostCard_BlogPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tag_names"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<TagPostsQueryQuery, TagPostsQueryQueryVariables>;
export const TagPostsAfterQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagPostsAfterQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"tags"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_contains"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"_or"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_lt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterAt"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterId"}}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published_at"},"value":{"kind":"EnumValue","value":"desc_nulls_last"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tag_names"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogPostCard_BlogPost"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostCard_BlogPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"read_time"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tag_names"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<TagPostsAfterQueryQuery, TagPostsAfterQueryQueryVariables>;
export const TagFollowersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagFollowersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag_follower_counts_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"followers_count"}}]}}]}}]} as unknown as DocumentNode<TagFollowersQueryQuery, TagFollowersQueryQueryVariables>;
export const WriteBlogCategoriesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WriteBlogCategoriesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"scope"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"blog","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}}]}}]}}]} as unknown as DocumentNode<WriteBlogCategoriesQueryQuery, WriteBlogCategoriesQueryQueryVariables>;
export const WriteBlogPostQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WriteBlogPostQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_posts_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"category_id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tag_names"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<WriteBlogPostQueryQuery, WriteBlogPostQueryQueryVariables>;
export const WriteBlogCreatePostMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WriteBlogCreatePostMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"post"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts_insert_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insert_blog_posts_one"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"post"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}}]} as unknown as DocumentNode<WriteBlogCreatePostMutationMutation, WriteBlogCreatePostMutationMutationVariables>;
export const WriteBlogUpdatePostMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WriteBlogUpdatePostMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"post"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"blog_posts_set_input"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_blog_posts_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pk_columns"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"_set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"post"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}}]} as unknown as DocumentNode<WriteBlogUpdatePostMutationMutation, WriteBlogUpdatePostMutationMutationVariables>;
export const CommentThreadSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CommentThreadSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"discussion_comments_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussion_comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentTree_Comment"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentTree_Comment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorMeta_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem_DiscussionComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"discussion_comments"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthorMeta_UserProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentTree_Comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"discussion_comments"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem_DiscussionComment"}}]}}]} as unknown as DocumentNode<CommentThreadSubscriptionSubscription, CommentThreadSubscriptionSubscriptionVariables>;
export const CommentThreadEarlierQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommentThreadEarlierQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"discussion_comments_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"beforeAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"beforeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussion_comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"where"}},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_or"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_lt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"beforeAt"}}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"beforeAt"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_lt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"beforeId"}}}]}}]}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentTree_Comment"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentTree_Comment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorMeta_UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"user_profiles"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar_url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem_DiscussionComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"discussion_comments"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthorMeta_UserProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentTree_Comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"discussion_comments"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author_id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem_DiscussionComment"}}]}}]} as unknown as DocumentNode<CommentThreadEarlierQueryQuery, CommentThreadEarlierQueryQueryVariables>;
export const CommentCountSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CommentCountSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"discussion_comments_bool_exp"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussion_comments_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<CommentCountSubscriptionSubscription, CommentCountSubscriptionSubscriptionVariables>;
export const MyPostsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPostsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog_posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"author_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authorId"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"updated_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryBadge_Category"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryBadge_Category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"categories"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"name_zh"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<MyPostsQueryQuery, MyPostsQueryQueryVariables>;
export const MyPostsDeleteMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MyPostsDeleteMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_blog_posts_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MyPostsDeleteMutationMutation, MyPostsDeleteMutationMutationVariables>;