import type { Namespace } from 'i18next';
import type { ComponentType } from 'react';

/**
 * What a page slice tells the route table about itself: its path, the message namespaces it needs, and how to
 * load its code (a dynamic import, so the page's chunk loads on first visit). `module` is the source file that
 * import names, for the server's preload of the page's chunk.
 */
export interface PageRoute {
  path: string;
  namespaces: Namespace;
  load: () => Promise<ComponentType>;
  module: string;
}
