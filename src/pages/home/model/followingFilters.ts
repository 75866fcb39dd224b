interface Follow {
  author_id?: string | null;
  member_id?: string | null;
  tag?: string | null;
}

/** The Following feed's filters: articles by the followed authors; posts by the followed members or with a followed tag. */
export function followingFilters(follows: readonly Follow[]) {
  const authors = follows.flatMap((follow) => (follow.author_id ? [follow.author_id] : []));
  const members = follows.flatMap((follow) => (follow.member_id ? [follow.member_id] : []));
  const tags = follows.flatMap((follow) => (follow.tag ? [follow.tag] : []));
  return {
    articles: { author_id: { _in: authors } },
    posts: { _or: [{ author_id: { _in: members } }, ...tags.map((tag) => ({ tags: { _contains: [tag] } }))] },
  };
}
