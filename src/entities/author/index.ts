export { AUTHOR_LIMITS, authorValues, emptyAuthor, toAuthorChanges, validateAuthor } from './model/authorForm';
export type { AuthorChanges, AuthorField, AuthorFormErrors, AuthorFormValues } from './model/authorForm';
