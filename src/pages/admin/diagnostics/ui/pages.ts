// The diagnostic screens, one chunk for all eight (config/routes.ts loads it).
export { AuthTestPage } from './AuthTestPage';
export { DatabaseTestPage } from './DatabaseTestPage';
export { DebugAdminPage } from './DebugAdminPage';
export { ImageTestPage } from './ImageTestPage';
export { ImageUploadTestPage } from './ImageUploadTestPage';
export { ModalTestPage } from './ModalTestPage';
export { TodosPage } from './TodosPage';
export { UpdateCategoriesPage } from './UpdateCategoriesPage';
export { framed } from './framed';
