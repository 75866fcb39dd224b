export { AuthorPage } from './ui/AuthorPage';
export { MemberPage } from './ui/MemberPage';
export { prefetchAuthorPage, prefetchMemberPage } from './model/authorPages';
