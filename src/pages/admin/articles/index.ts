export { adminArticlesRoute } from './config/route';
