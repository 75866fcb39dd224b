export { AccountData } from './ui/AccountData';
export { AdminAccountStatus } from './ui/AdminAccountStatus';
export { cancelDeletionByLink } from './api/cancelDeletionByLink';
