import { ActionFailure, type ActionHandler } from '../actions.ts';
import { search } from './search.ts';

export { search, type SearchOptions, type SearchResult } from './search.ts';

/** The `search` action: `query` (String!) and `limit` (Int, optional). */
const searchAction: ActionHandler = async ({ db, input }) => {
  const { query, limit } = input;
  if (typeof query !== 'string') throw new ActionFailure('invalid-input', 'query must be a string.');
  if (limit !== undefined && limit !== null && !Number.isInteger(limit)) {
    throw new ActionFailure('invalid-input', 'limit must be a whole number (values above 50 give 50).');
  }
  return search(db, { query, limit: limit as number | null | undefined });
};

export const searchActions: Record<string, ActionHandler> = { search: searchAction };
