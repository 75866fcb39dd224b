// The server's render of one URL (built by `vite build --ssr` into dist-server/ssr; server/src/http/ssr loads it).
// The same App as the browser's: the server waits for every query of the page (urql suspends), then returns the
// page's HTML, its styles, what the page said about its head and status, and the results the browser hydrates from.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { getOperationName, ssrExchange, type SSRData } from 'urql';
import { createServerApiClient, type PrefetchContext } from '@/shared/api';
import { serverI18n, type Language } from '@/shared/lib/i18n';
import { createPageHeadCollector, PageHeadContext, type PageHead } from '@/shared/lib/page-head';
import { RenderEnvContext, type RenderEnv } from '@/shared/lib/render-env';
import { App } from './App';
import { preloadPage } from './routes/pages';

export { isPrivatePath } from './routes/pages';
export type { PageHead } from '@/shared/lib/page-head';

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  language: Language;
  /** The reader's IANA time zone (the `tz` cookie), else UTC. */
  timeZone: string;
  /** The signed-in member's name (the `member` hint cookie), when known: the header shows their menu. */
  member?: string;
  /** The member's hint says they moderate (the `moderator` hint cookie): their controls' place is kept. */
  moderator?: boolean;
  /** No `tz` cookie told the reader's zone (timeZone is UTC in its place). */
  zoneUnknown?: boolean;
  /** The site's public origin, for absolute links in the page. */
  origin: string;
  /** Answers the page's GraphQL POSTs (the server's engine, in process). */
  fetch: typeof fetch;
  /** Gives up waiting for data after this long; the browser renders what is missing. */
  timeoutMs?: number;
  /** Told of a part that failed to render (the browser renders that part instead). */
  onError?: (error: unknown) => void;
}

/** What the browser needs to hydrate the page as the server rendered it. */
export interface HydrationState {
  language: Language;
  env: RenderEnv;
  results: SSRData;
}

/** How the page's queries went: issued before the render (its prefetch), or asked by the render itself. */
export interface RenderQueries {
  /** Queries the page's prefetch issued. */
  prefetched: number;
  /** Operation names the render had to fetch itself, after the prefetch (each made part of the page wait). */
  late: string[];
  /** Operation names the prefetch fetched that the render never asked for (their variables differ, say). */
  unused: string[];
}

export interface RenderResult {
  /** The markup inside #root. */
  html: string;
  /** The source modules (src/pages/<page>/index.ts) and message namespaces of the page, for the server to preload. */
  preload: { modules: string[]; namespaces: string[] };
  /** The styled-components <style> element(s) for the head. */
  styles: string;
  head: PageHead;
  state: HydrationState;
  queries: RenderQueries;
}

function collect(render: (writable: Writable) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const writable = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    writable.on('error', reject);
    render(writable);
  });
}

/** The operation's name in a GraphQL POST body. */
const operationNameOfBody = (body: unknown): string =>
  (typeof body === 'string' ? /"operationName"\s*:\s*"(\w+)"/.exec(body)?.[1] : undefined) ?? 'anonymous';

export async function render(request: RenderRequest): Promise<RenderResult> {
  const deadline = Date.now() + (request.timeoutMs ?? 3000);
  const url = new URL(request.url, 'http://localhost');
  const [i18n, preload] = await Promise.all([serverI18n(request.language), preloadPage(url.pathname)]);
  const ssr = ssrExchange({ isClient: false });
  // The page's queries: those its prefetch issued (by key), those its render asked, and what the render had to fetch.
  let rendering = false;
  const prefetched = new Map<number, string>();
  const asked = new Set<number>();
  const late: string[] = [];
  const api = createServerApiClient({
    fetch: (input, init) => {
      if (rendering) late.push(operationNameOfBody(init?.body));
      return request.fetch(input, init);
    },
    ssr,
    onOperation: (operation) => {
      if (operation.kind !== 'query') return;
      if (rendering) asked.add(operation.key);
      else prefetched.set(operation.key, getOperationName(operation.query) ?? 'anonymous');
    },
  });
  const collector = createPageHeadCollector();
  const env: RenderEnv = {
    now: Date.now(),
    timeZone: request.timeZone,
    origin: request.origin,
    ...(request.member ? { member: request.member } : {}),
    ...(request.member && request.moderator ? { moderator: true } : {}),
    ...(request.zoneUnknown ? { zoneUnknown: true } : {}),
  };
  const { prefetch } = preload;
  if (prefetch) {
    // The page's first queries at once (and those that need their answers right after), so the render below finds
    // them in the client's cache and the ssrExchange instead of suspending on each in turn. A prefetch that fails or
    // runs out of time leaves the rest to the render.
    const query: PrefetchContext['query'] = (document, variables) =>
      api
        .query(document, variables)
        .toPromise()
        .then((result) => result.data);
    const done = Promise.resolve()
      .then(() => prefetch({ search: url.searchParams, language: request.language, env, query }))
      .catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())))]);
    clearTimeout(timer);
  }
  rendering = true;
  const sheet = new ServerStyleSheet();
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={request.url}>{children}</StaticRouter>;
  try {
    const element = sheet.collectStyles(
      <I18nextProvider i18n={i18n}>
        <RenderEnvContext.Provider value={env}>
          <PageHeadContext.Provider value={collector}>
            <App Router={Router} api={api} />
          </PageHeadContext.Provider>
        </RenderEnvContext.Provider>
      </I18nextProvider>,
    );
    const html = await collect((writable) => {
      const stream = renderToPipeableStream(element, {
        // Written after all data is in: every boundary inline, so the page needs no reveal scripts (which the CSP,
        // with no nonce in a cacheable page, would refuse).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          stream.pipe(writable);
        },
        onShellError(error) {
          writable.destroy(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          // A part that failed renders in the browser instead; the rest of the page stands.
          request.onError?.(error);
        },
      });
      const timer = setTimeout(() => stream.abort(new Error('server render timed out')), Math.max(0, deadline - Date.now()));
      writable.on('close', () => clearTimeout(timer));
      writable.on('finish', () => clearTimeout(timer));
    });
    return {
      html,
      preload: {
        // A post's body hydrates as the server rendered it (MarkdownIsland): the markdown code is not among them.
        modules: preload.modules,
        namespaces: ['common', ...preload.namespaces],
      },
      styles: sheet.getStyleTags(),
      head: collector.head,
      state: { language: request.language, env, results: ssr.extractData() },
      queries: { prefetched: prefetched.size, late, unused: [...prefetched].filter(([key]) => !asked.has(key)).map(([, name]) => name) },
    };
  } finally {
    sheet.seal();
  }
}
