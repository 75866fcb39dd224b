import type { ComponentType } from 'react';
import type { Namespace } from 'i18next';
import { createBrowserRouter } from 'react-router';
import { loadNamespaces } from '@/shared/lib/i18n';

/** A lazy route that loads the page's code and its messages in parallel. */
function lazyPage(load: () => Promise<ComponentType>, namespaces: Namespace) {
  return async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component };
  };
}

export const router = createBrowserRouter([
  {
    // Shown while the first page loads; the document background already follows the theme.
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        lazy: lazyPage(() => import('@/pages/home').then((page) => page.HomePage), 'home'),
      },
      {
        path: '*',
        lazy: lazyPage(
          () => import('@/pages/not-found').then((page) => page.NotFoundPage),
          'not-found',
        ),
      },
    ],
  },
]);
