export { TagPage } from './ui/TagPage';
export { prefetchTagPage } from './model/tagPage';
