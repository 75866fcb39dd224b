// Message keys are in locales/*/common.json (header.nav.* and userMenu.*).
import { ADMIN_PAGE_PATHS, MEMBER_PAGE_PATHS } from '@/shared/config';

export const primaryLinks = [
  { to: '/', label: 'header.nav.home', end: true },
  { to: '/news', label: 'header.nav.news', end: false },
  { to: '/blog', label: 'header.nav.blog', end: false },
  { to: '/events', label: 'header.nav.events', end: false },
  { to: '/discussion', label: 'header.nav.discussion', end: false },
] as const;

export const memberLinks = [
  { to: MEMBER_PAGE_PATHS.profile, label: 'userMenu.profile' },
  { to: MEMBER_PAGE_PATHS.writeBlog, label: 'userMenu.writeBlog' },
  { to: MEMBER_PAGE_PATHS.bookmarks, label: 'userMenu.bookmarks' },
  { to: '/discussion?mine=1', label: 'userMenu.myDiscussions' },
] as const;

export const adminLinks = [
  { to: ADMIN_PAGE_PATHS.writeArticle, label: 'userMenu.writeArticle' },
  { to: ADMIN_PAGE_PATHS.articles, label: 'userMenu.manageArticles' },
  { to: ADMIN_PAGE_PATHS.categories, label: 'userMenu.manageCategories' },
  { to: ADMIN_PAGE_PATHS.events, label: 'userMenu.manageEvents' },
  { to: ADMIN_PAGE_PATHS.dashboard, label: 'userMenu.dashboard' },
  { to: ADMIN_PAGE_PATHS.users, label: 'userMenu.users' },
  { to: ADMIN_PAGE_PATHS.reports, label: 'userMenu.reports' },
  { to: ADMIN_PAGE_PATHS.outbox, label: 'userMenu.outbox' },
  { to: ADMIN_PAGE_PATHS.debugAdmin, label: 'userMenu.diagnostics' },
] as const;
