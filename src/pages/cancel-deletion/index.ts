export { CancelDeletionPage } from './ui/CancelDeletionPage';
