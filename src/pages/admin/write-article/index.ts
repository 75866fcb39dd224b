export { writeArticleRoute } from './config/route';
