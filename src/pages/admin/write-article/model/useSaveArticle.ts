import { useMutation, type CombinedError } from 'urql';
import { displayName } from '@/entities/session';
import { siteAdminContext, useSaveRow, type SessionUser } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { classifyFailure } from '@/shared/lib/classify-failure';
import { WriteArticleCreateAuthorMutation, WriteArticleInsertMutation, WriteArticleUpdateMutation } from '../api/writeArticleQueries';
import { articleColumns, OWN_AUTHOR, type ArticleDraft } from './articleDraft';

/** Why a save failed: no admin rights (the API refused the role or the fields), or another error's message. */
export type SaveFailure = { kind: 'permission' } | { kind: 'failed'; message: string };

// The role may not write these fields or rows: the API refused the session, or the fields are not in its schema.
// A row a CHECK constraint refused is a permission-error too in Hasura's answer; classifyFailure tells it apart.
function failureOf(error: CombinedError): SaveFailure {
  const failure = classifyFailure(error);
  if (failure.kind === 'unauthorized' || failure.code === 'validation-failed') return { kind: 'permission' };
  return { kind: 'failed', message: apiErrorMessage(error).trim() };
}

export interface AuthorOption {
  id: string;
  email: string;
}

/** The author whose email is the admin's account email: their byline. */
export function ownAuthor(authors: readonly AuthorOption[], user: SessionUser): AuthorOption | undefined {
  const email = user.email.toLowerCase();
  return authors.find((author) => author.email.toLowerCase() === email);
}

export interface SaveArticleOptions {
  /** The article being edited; a new one is inserted when absent. */
  articleId?: string;
  authors: readonly AuthorOption[];
  user: SessionUser;
}

/** The stored article. */
export interface SavedArticle {
  id: string;
  published: boolean;
}

/** Saves the form as a draft or published, as site_admin; resolves with the stored article, or the failure. */
export function useSaveArticle({ articleId, authors, user }: SaveArticleOptions) {
  const saveRow = useSaveRow(WriteArticleInsertMutation, WriteArticleUpdateMutation);
  const [, createAuthor] = useMutation(WriteArticleCreateAuthorMutation);

  return async (draft: ArticleDraft, published: boolean): Promise<SavedArticle | SaveFailure> => {
    let authorId = draft.authorId || null;
    if (draft.authorId === OWN_AUTHOR) {
      const own = ownAuthor(authors, user);
      const created = own ? null : await createAuthor({ name: displayName(user).slice(0, 100), email: user.email }, siteAdminContext);
      if (created?.error) return failureOf(created.error);
      authorId = own?.id ?? created?.data?.insert_authors_one?.id ?? null;
    }
    const outcome = await saveRow(articleId, articleColumns(draft, authorId, published));
    if (outcome.error) return failureOf(outcome.error);
    // No row: the article is out of the role's reach (or gone).
    return outcome.row ?? { kind: 'permission' };
  };
}
