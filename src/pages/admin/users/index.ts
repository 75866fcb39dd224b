export { adminUsersRoute } from './config/route';
