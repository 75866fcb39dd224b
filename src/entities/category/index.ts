export { CategoryBadge } from './ui/CategoryBadge';
export { CategoryTabs } from './ui/CategoryTabs';
