export { CategoryBadge_CategoryFragment } from './api/categoryFields';
