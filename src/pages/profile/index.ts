export { ProfilePage } from './ui/ProfilePage';
export { CancelDeletionPage } from './ui/CancelDeletionPage';
