export { TagPage } from './ui/TagPage';
