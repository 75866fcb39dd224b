import { ADMIN_PAGE_PATHS, type PageRoute } from '@/shared/config';

type Pages = typeof import('../ui/pages');

/**
 * The diagnostic screens in the order of ADMIN_PAGE_PATHS: the id names the path there and the texts under
 * `pages.<id>` in locales/<lang>/diagnostics.json; the component of ui/pages.ts, the namespaces it reads.
 */
export const DIAGNOSTICS = [
  { id: 'debugAdmin', page: 'DebugAdminPage', namespaces: ['admin', 'diagnostics'] },
  { id: 'authTest', page: 'AuthTestPage', namespaces: ['admin', 'diagnostics'] },
  { id: 'imageTest', page: 'ImageTestPage', namespaces: ['admin', 'diagnostics', 'upload'] },
  { id: 'imageUploadTest', page: 'ImageUploadTestPage', namespaces: ['admin', 'diagnostics', 'upload'] },
  { id: 'databaseTest', page: 'DatabaseTestPage', namespaces: ['admin', 'diagnostics'] },
  { id: 'modalTest', page: 'ModalTestPage', namespaces: ['admin', 'diagnostics'] },
  { id: 'updateCategories', page: 'UpdateCategoriesPage', namespaces: ['admin', 'diagnostics'] },
  { id: 'todos', page: 'TodosPage', namespaces: ['admin', 'diagnostics'] },
] as const satisfies readonly { id: keyof typeof ADMIN_PAGE_PATHS; page: keyof Pages; namespaces: readonly string[] }[];

export type DiagnosticId = (typeof DIAGNOSTICS)[number]['id'];

/** The routes: one lazily loaded chunk for the eight screens, each in the diagnostics' frame. */
export const diagnosticsRoutes: PageRoute[] = DIAGNOSTICS.map(({ id, page, namespaces }) => ({
  path: ADMIN_PAGE_PATHS[id],
  namespaces: [...namespaces],
  load: () => import('../ui/pages').then((module) => module.framed(id, module[page])),
  module: 'src/pages/admin/diagnostics/ui/pages.ts',
}));
