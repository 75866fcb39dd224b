/**
 * A where clause keeping one version of each translated story: the one in the reader's language. A story
 * with no translation in that language is kept in its own language. Works on tables with `language`,
 * `translation_of` and `translations` (articles, blog posts); the API's permissions apply inside it, so an
 * unpublished translation does not hide the original.
 */
export function translationFilter(language: string) {
  return {
    _not: {
      _and: [
        { language: { _neq: language } },
        {
          _or: [{ translation_of: { language: { _eq: language } } }, { translations: { language: { _eq: language } } }],
        },
      ],
    },
  };
}
