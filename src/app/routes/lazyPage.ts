import { lazy, type ComponentType } from 'react';
import type { Namespace } from 'i18next';
import type { PagePrefetch } from '@/shared/api';
import { loadNamespaces } from '@/shared/lib/i18n';
import { retryDelay, retrying } from '@/shared/lib/timing';

/**
 * A page's code that fails to download is asked for again three times, about 1, 2 and 4 s apart (retryDelay, the API
 * client's waits): a server restarting comes back within that; a release that replaced the file does not, and the
 * error page offers a reload.
 */
const PAGE_RETRIES = {
  attempts: 4,
  wait: (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, retryDelay(attempt))),
};

/** A page's component, with the queries the server issues before rendering it (its slice's prefetch), if any. */
export interface PageModule {
  Component: ComponentType;
  prefetch?: PagePrefetch;
}

/**
 * A page loaded on first visit, its code and its messages in parallel. Routes are declared (not a data
 * router) so that only the router's matching and links ship in the entry, and the layout paints around a
 * placeholder while the page's chunk loads; `preload` starts that load before the first render.
 */
export function lazyPage(load: () => Promise<ComponentType | PageModule>, namespaces: Namespace, module: string | false) {
  let loading: Promise<{ default: ComponentType; prefetch?: PagePrefetch }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([retrying(load, PAGE_RETRIES), loadNamespaces(namespaces)]).then(([loaded]) =>
      'Component' in loaded ? { default: loaded.Component, prefetch: loaded.prefetch } : { default: loaded },
    ));
  // `module` (given on the server only: `import.meta.env.SSR && ...` keeps the paths out of the browser's bundle) and
  // `namespaces` tell the server which chunks and messages to preload with the page's HTML.
  return Object.assign(lazy(preload), { preload, module, namespaces: typeof namespaces === 'string' ? [namespaces] : [...namespaces] });
}

export type Page = ReturnType<typeof lazyPage>;
