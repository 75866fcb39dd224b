import type { AnyVariables, TypedDocumentNode } from 'urql';
import type { RenderEnv } from '@/shared/lib/render-env';
import { liveQueryTwin } from './useLiveQuery';

/**
 * What a page's prefetch knows before it renders: the route's parameters, the address's query string, the reader's
 * language and the render's environment; and the render's own client, whose answers the page then finds in its cache.
 */
export interface PrefetchContext {
  params: Readonly<Partial<Record<string, string>>>;
  search: URLSearchParams;
  /** The reader's UI language ('en' or 'zh'). */
  language: string;
  env: RenderEnv;
  /** Runs a query as the page's `useQuery` would (same document and variables: same key); its data, if any. */
  query<Data, Variables extends AnyVariables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
  ): Promise<Data | undefined>;
}

/**
 * A page's first queries, issued at once before the server renders it (src/app/entry-server.tsx), so the render
 * finds them answered instead of suspending on each in turn. Queries that need an answer (the comments of an article
 * found by its slug) are awaited after it. Each must be what the page's components ask, variables built by the same
 * code, or it is wasted (the server tells of late and unused ones in its Server-Timing header).
 */
export type PagePrefetch = (context: PrefetchContext) => Promise<unknown>;

/** The query twin of a live query, as `useLiveQuery` runs it on the server. */
export function prefetchLive<Data, Variables extends AnyVariables>(
  context: PrefetchContext,
  subscription: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data | undefined> {
  return context.query(liveQueryTwin(subscription), variables);
}
