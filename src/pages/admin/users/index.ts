export { AdminUsersPage } from './ui/AdminUsersPage';
