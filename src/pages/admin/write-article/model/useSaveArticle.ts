import { useState } from 'react';
import { useMutation, type CombinedError } from 'urql';
import { displayName } from '@/entities/session';
import { siteAdminContext, type SessionUser } from '@/shared/api';
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

class SaveError extends Error {
  constructor(readonly failure: SaveFailure) {
    super(failure.kind);
  }
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

/** Saves the form as a draft or published, as site_admin; resolves with the stored article, or null on failure (in `failure`). */
export function useSaveArticle({ articleId, authors, user }: SaveArticleOptions) {
  const [, insertArticle] = useMutation(WriteArticleInsertMutation);
  const [, updateArticle] = useMutation(WriteArticleUpdateMutation);
  const [, createAuthor] = useMutation(WriteArticleCreateAuthorMutation);
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  async function resolveAuthor(draft: ArticleDraft): Promise<string | null> {
    if (draft.authorId !== OWN_AUTHOR) return draft.authorId || null;
    const existing = ownAuthor(authors, user);
    if (existing) return existing.id;
    const result = await createAuthor({ name: displayName(user).slice(0, 100), email: user.email }, siteAdminContext);
    if (result.error) throw new SaveError(failureOf(result.error));
    return result.data?.insert_authors_one?.id ?? null;
  }

  async function write(draft: ArticleDraft, published: boolean): Promise<SavedArticle | null> {
    const columns = articleColumns(draft, await resolveAuthor(draft), published);
    if (!articleId) {
      const result = await insertArticle({ object: columns }, siteAdminContext);
      if (result.error) throw new SaveError(failureOf(result.error));
      return result.data?.insert_articles_one ?? null;
    }
    const result = await updateArticle({ id: articleId, set: columns }, siteAdminContext);
    if (result.error) throw new SaveError(failureOf(result.error));
    // null: the row is out of the role's reach (or gone).
    if (!result.data?.update_articles_by_pk) throw new SaveError({ kind: 'permission' });
    return result.data.update_articles_by_pk;
  }

  async function save(draft: ArticleDraft, published: boolean): Promise<SavedArticle | null> {
    setSaving(published ? 'publish' : 'draft');
    setFailure(null);
    try {
      const saved = await write(draft, published);
      if (!saved) setFailure({ kind: 'permission' });
      return saved;
    } catch (error) {
      setFailure(error instanceof SaveError ? error.failure : { kind: 'failed', message: '' });
      return null;
    } finally {
      setSaving(null);
    }
  }

  return { save, saving, failure };
}
