export { AuthTestPage } from './ui/AuthTestPage';
export { DatabaseTestPage } from './ui/DatabaseTestPage';
export { DebugAdminPage } from './ui/DebugAdminPage';
export { ImageTestPage } from './ui/ImageTestPage';
export { ImageUploadTestPage } from './ui/ImageUploadTestPage';
export { ModalTestPage } from './ui/ModalTestPage';
export { TodosPage } from './ui/TodosPage';
export { UpdateCategoriesPage } from './ui/UpdateCategoriesPage';
