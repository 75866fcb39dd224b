/** The diagnostic pages, each with its route; texts under `pages.<id>` in locales/<lang>/diagnostics.json. */
export const DIAGNOSTIC_ROUTES = [
  { id: 'debugAdmin', path: '/debug-admin' },
  { id: 'authTest', path: '/auth-test' },
  { id: 'imageTest', path: '/image-test' },
  { id: 'imageUploadTest', path: '/image-upload-test' },
  { id: 'databaseTest', path: '/database-test' },
  { id: 'modalTest', path: '/modal-test' },
  { id: 'updateCategories', path: '/update-categories' },
  { id: 'todos', path: '/todos' },
] as const;

export type DiagnosticId = (typeof DIAGNOSTIC_ROUTES)[number]['id'];
