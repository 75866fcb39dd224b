import type { Namespace } from 'i18next';
import type { ComponentType } from 'react';
import { ADMIN_PAGE_PATHS, type PageRoute } from '@/shared/config';

/** The diagnostics' pages come in one lazily loaded chunk (ui/pages.ts), each page's route naming its export. */
function diagnosticsRoute(path: string, namespaces: Namespace, page: (module: typeof import('../ui/pages')) => ComponentType): PageRoute {
  return { path, namespaces, load: () => import('../ui/pages').then(page), module: 'src/pages/admin/diagnostics/ui/pages.ts' };
}

/** The eight diagnostic screens, in the order of ADMIN_PAGE_PATHS. */
export const diagnosticsRoutes: PageRoute[] = [
  diagnosticsRoute(ADMIN_PAGE_PATHS.debugAdmin, ['admin', 'diagnostics'], (module) => module.DebugAdminPage),
  diagnosticsRoute(ADMIN_PAGE_PATHS.authTest, ['admin', 'diagnostics'], (module) => module.AuthTestPage),
  diagnosticsRoute(ADMIN_PAGE_PATHS.imageTest, ['admin', 'diagnostics', 'upload'], (module) => module.ImageTestPage),
  diagnosticsRoute(ADMIN_PAGE_PATHS.imageUploadTest, ['admin', 'diagnostics', 'upload'], (module) => module.ImageUploadTestPage),
  diagnosticsRoute(ADMIN_PAGE_PATHS.databaseTest, ['admin', 'diagnostics'], (module) => module.DatabaseTestPage),
  diagnosticsRoute(ADMIN_PAGE_PATHS.modalTest, ['admin', 'diagnostics'], (module) => module.ModalTestPage),
  diagnosticsRoute(ADMIN_PAGE_PATHS.updateCategories, ['admin', 'diagnostics'], (module) => module.UpdateCategoriesPage),
  diagnosticsRoute(ADMIN_PAGE_PATHS.todos, ['admin', 'diagnostics'], (module) => module.TodosPage),
];
