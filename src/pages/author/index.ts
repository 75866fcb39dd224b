export { AuthorPage } from './ui/AuthorPage';
export { MemberPage } from './ui/MemberPage';
